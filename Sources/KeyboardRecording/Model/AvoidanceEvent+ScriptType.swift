import KeyboardAvoidance

extension AvoidanceEvent {
  /// The script format's `type` for this event.
  package var scriptType: ScriptEventType {
    switch self {
    case .focus: .focus
    case .blur: .blur
    case .caret: .caret
    case .keyboard(let notification): ScriptEventType(notification.name)
    case .scroll: .scroll
    case .update: .update
    case .resize: .resize
    case .settings: .settings
    case .navigate: .navigate
    case .keyboardTrack: .keyboardTrack
    case .insertCells: .insert
    case .removeCells: .remove
    case .resizeCell: .resizeCell
    case .reload: .reload
    case .push: .push
    case .pop: .pop
    case .selectTab: .selectTab
    case .select: .select
    case .edit: .edit
    case .memoryWarning: .memoryWarning
    }
  }
}

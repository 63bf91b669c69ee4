import KeyboardAvoidance

extension ScriptKey {
  /// Whether this view key belongs to a view of `kind` (the view table of the Script Format
  /// article), which the decoder checks and the encoder writes by; `false` for a key that is
  /// not a view key.
  package func applies(to kind: ViewKind, isRoot: Bool) -> Bool {
    switch self {
    case .id, .kind, .frame, .restorationId: true
    case .children: kind.canHaveChildren
    case .safeArea: isRoot || kind.isScrollContainer
    case .axis: kind.isScrollContainer || kind == .stack
    case .distance, .avoidance, .text, .selection, .alignment, .navigable: kind.isField
    case .followsKeyboard: kind == .view || kind == .stack || kind.isField
    case .keyboardLift: kind.isScrollContainer
    case .navigationGroup: !kind.isField
    case .contentSize, .contentOffset, .contentInset, .indicatorInsets, .scrollEnabled,
      .ignoresScrolling, .ignoresInset, .restorePolicy:
      kind.isScrollContainer
    case .anchorAtTop, .anchorAtEnd: kind.isList
    case .selected: kind == .tabs
    default: false
    }
  }
}

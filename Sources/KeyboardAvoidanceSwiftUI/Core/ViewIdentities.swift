import KeyboardAvoidance

extension ViewID {
  /// The identity of the field a `FocusState` value names: `"field:"` and the value as it
  /// prints, so that no value can name the root (`"root"`) or a scroll view or rider.
  public init(focusValue: some Hashable) {
    self.init("field:" + String(describing: focusValue))
  }

  /// A new identity for a view the app did not name, never handed out before in this process:
  /// `prefix`, `"#"` and a count. A modifier keeps the one it is given for as long as its view
  /// lives (in `@State`), so that two unnamed scroll views or riders on one screen are two views.
  @MainActor
  public static func unique(_ prefix: String) -> ViewID {
    UniqueViewIDs.count += 1
    return ViewID("\(prefix)#\(UniqueViewIDs.count)")
  }
}

/// The count behind ``KeyboardAvoidance/ViewID/unique(_:)``.
@MainActor
enum UniqueViewIDs {
  static var count = 0
}

#if canImport(SwiftUI) && (os(iOS) || os(visionOS) || KEYBOARD_AVOIDANCE_TYPECHECK)
  import KeyboardAvoidance
  import SwiftUI

  /// What a marked view finds in its environment: the screen's coordinator and the enclosing
  /// reported view, whose coordinate space its frame is measured in.
  @available(iOS 18, visionOS 2, *)
  struct KeyboardAvoidanceContext: Sendable {
    /// The screen's host.
    var coordinator: KeyboardScreenCoordinator
    /// The enclosing reported view: the root, a scroll view or a rider.
    var parent: ViewID
    /// What the core applies, so that a view showing a value redraws when it changes.
    var applied: AppliedValues

    /// The name of the coordinate space a reported view names for its children.
    static func space(of id: ViewID) -> String { "KeyboardAvoidance." + id.rawValue }
  }

  @available(iOS 18, visionOS 2, *)
  struct KeyboardAvoidanceContextKey: EnvironmentKey {
    static let defaultValue: KeyboardAvoidanceContext? = nil
  }

  @available(iOS 18, visionOS 2, *)
  extension EnvironmentValues {
    /// The keyboard-avoiding screen a view is in, if any.
    var keyboardAvoidanceContext: KeyboardAvoidanceContext? {
      get { self[KeyboardAvoidanceContextKey.self] }
      set { self[KeyboardAvoidanceContextKey.self] = newValue }
    }
  }

  @available(iOS 18, visionOS 2, *)
  extension KeyboardAvoidanceContext {
    /// The context the children of the reported view `id` find.
    func entering(_ id: ViewID) -> KeyboardAvoidanceContext {
      var context = self
      context.parent = id
      return context
    }
  }
#endif

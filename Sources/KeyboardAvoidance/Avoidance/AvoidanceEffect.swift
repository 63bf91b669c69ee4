/// One decision of the engine: which view's which property goes from what to what, why, and with
/// which animation.
///
/// A host applies effects in order. They are plain values, so tests compare them with `==`.
///
/// ```swift
/// for effect in engine.handle(event) {
///   print(effect)  // form  contentOffset  (0,0) → (0,193)  reveal  keyboard 0.25s/7
/// }
/// ```
public struct AvoidanceEffect: Hashable, Sendable, Codable {
  /// The view whose property changes (the root for ``Change/rootShift(from:to:)``).
  public var view: ViewID
  /// The property and its values before and after.
  public var change: Change
  /// Why the engine decided it.
  public var reason: Reason
  /// How the host should animate it.
  public var animation: Animation

  /// Creates an effect.
  public init(view: ViewID, change: Change, reason: Reason, animation: Animation) {
    self.view = view
    self.change = change
    self.reason = reason
    self.animation = animation
  }

  /// The property the effect changes.
  public var property: Property { change.property }
}

extension AvoidanceEffect {
  /// A property change with its value before and after.
  public enum Change: Hashable, Sendable, Codable {
    /// Set a scroll container's `contentOffset`.
    case contentOffset(from: Point, to: Point)
    /// Set a scroll container's `contentInset` (only the bottom edge ever differs).
    case contentInset(from: Insets, to: Insets)
    /// Set a scroll container's vertical scroll indicator insets.
    case indicatorInsets(from: Insets, to: Insets)
    /// Lay the container out now (UIKit's `layoutIfNeeded()` after an inset change).
    case layout
    /// Shift the root up by a new amount.
    case rootShift(from: Double, to: Double)
    /// Draw a follower a new distance above its resting place in its parent (an upward
    /// translation transform), so that it rides the keyboard.
    case followOffset(from: Double, to: Double)
    /// Set a field's selection (`selectedRange`, UTF-16 units); `from` is `nil` when the field
    /// had none.
    case selection(from: UTF16Range?, to: UTF16Range)
    /// Make the field first responder (`becomeFirstResponder()`).
    case focus

    /// The property this change writes.
    public var property: Property {
      switch self {
      case .contentOffset: .contentOffset
      case .contentInset: .contentInset
      case .indicatorInsets: .indicatorInsets
      case .layout: .layout
      case .rootShift: .rootShift
      case .followOffset: .followOffset
      case .selection: .selection
      case .focus: .focus
      }
    }
  }

  /// The property an effect writes.
  public enum Property: String, Hashable, Sendable, Codable, CaseIterable {
    /// `contentOffset`.
    case contentOffset
    /// `contentInset`.
    case contentInset
    /// The vertical scroll indicator insets.
    case indicatorInsets
    /// A layout pass, with no value.
    case layout
    /// The root's upward shift.
    case rootShift
    /// A follower's upward translation above its resting place.
    case followOffset
    /// A field's selection.
    case selection
    /// Which field is first responder, with no value.
    case focus
  }

  /// Why the engine made a change.
  public enum Reason: String, Hashable, Sendable, Codable, CaseIterable {
    /// To bring the reveal target into the band.
    case reveal
    /// To let the content's end scroll above the keyboard.
    case keyboardInset
    /// To put back what the engine changed.
    case restore
    /// To bring an offset back into its valid range.
    case clamp
    /// To keep a list's content still while its cells change.
    case anchor
    /// To keep a field's selection on the same text through an edit.
    case selection
    /// A follower rides the keyboard.
    case follow
    /// A covered container's content moves with the keyboard (its ``KeyboardLift`` policy).
    case lift
  }

  /// How a host animates an effect.
  public enum Animation: Hashable, Sendable, Codable {
    /// Alongside the keyboard, with its duration and curve.
    case keyboard(KeyboardAnimation)
    /// With the scroll view's own animated setter (`setContentOffset(_:animated: true)`): content
    /// offsets of tables, collections and containers with a stack above the field.
    case scrollView
    /// Not animated (layout passes).
    case none
  }
}

extension AvoidanceEffect: CustomStringConvertible {
  /// The effect as one line of the script runner's trace.
  public var description: String {
    let values: String
    switch change {
    case .contentOffset(let from, let to): values = "\(from) → \(to)"
    case .contentInset(let from, let to), .indicatorInsets(let from, let to):
      values = "\(from) → \(to)"
    case .layout, .focus: values = ""
    case .selection(let from, let to): values = "\(from.map(\.description) ?? "none") → \(to)"
    case .rootShift(let from, let to), .followOffset(let from, let to):
      values = "\(formatted(from)) → \(formatted(to))"
    }
    return "\(view)  \(property.rawValue)  \(values)  \(reason.rawValue)  \(animation)"
  }
}

extension AvoidanceEffect.Animation: CustomStringConvertible {
  /// `keyboard 0.25s/7`, `scrollView` or `none`.
  public var description: String {
    switch self {
    case .keyboard(let animation): "keyboard \(formatted(animation.duration))s/\(animation.curve)"
    case .scrollView: "scrollView"
    case .none: "none"
    }
  }
}

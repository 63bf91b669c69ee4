import KeyboardAvoidance
import KeyboardAvoidanceUIKit

/// A notification as the simulation posts it: UIKit's name (its raw value), its object and its
/// `userInfo`.
package struct SimulatedNotification {
  package var name: String
  /// The field, for text notifications; the keyboard's screen, for keyboard notifications
  /// (uikit-facts 4).
  package var object: AnyObject?
  package var userInfo: [AnyHashable: Any]
}

/// UIKit's `UIScreen`: compared by identity only.
package final class SimulatedDisplay {
  package init() {}
}

/// The simulation's window: its size and place on the screen, the first responder, the
/// notifications it posts (to its observers; it keeps no log of them, which would grow by every
/// notification of a long benchmark) and the keyboard animation effects last ran in, with a count
/// of them (not a list of them all, which would grow by every show of a long benchmark).
@MainActor
package final class SimulatedWindow {
  /// The window's size (`bounds.size`).
  package var size: Size
  /// Where the window's origin is in the screen's coordinates (not zero in Slide Over).
  package var originInScreen: Point { origin }
  package private(set) var root: SimulatedView?
  package private(set) weak var firstResponder: SimulatedView?
  /// The keyboard animation the host last ran changes in, if any.
  package var lastKeyboardAnimation: KeyboardAnimation? { lastAnimation }
  /// How many times the host ran changes in a keyboard animation.
  package var keyboardAnimationCount: Int { animationCount }
  // Private storage for what the host core's calls read or write: the module sees every access,
  // and the optimizer drops the run-time exclusivity check a `package` stored property keeps.
  private let origin: Point
  private var lastAnimation: KeyboardAnimation?
  private var animationCount = 0
  private var observers: [String: [(SimulatedNotification) -> Void]] = [:]
  /// The scroll views' delegate: `scrollViewDidEndDragging(_:willDecelerate: false)`; an app
  /// that forwards nothing leaves it `nil`.
  package var didEndDragging: ((SimulatedView) -> Void)?
  /// The layout of the views pinned to the window's keyboard layout guide, run when the window
  /// lays out after a change of its size (their width follows the window's).
  package var didLayOut: (() -> Void)?
  /// The top of the window's `keyboardLayoutGuide`, in window coordinates; `nil` until a
  /// keyboard notification places it (before that the guide sits at the safe area's bottom).
  package private(set) var keyboardGuideTop: Double?
  /// The layout of a view pinned to the window's `keyboardLayoutGuide` (its `layoutSubviews`):
  /// called with the guide's new top and whether the layout runs inside an animation, only when
  /// the guide moved (UIKit lays out a view again when its bounds change).
  package var keyboardGuideDidLayout: ((Double, Bool) -> Void)?

  /// Views of the window outside the screen's root: the parts of the window a script leaves out.
  package private(set) var outsideViews: [SimulatedView] = []

  /// Adds a view to the window beside the screen's root.
  package func addOutsideView(_ view: SimulatedView) {
    outsideViews.append(view)
    view.window = self
  }

  /// A scroll view of the window, outside the script's screen, whose `keyboardDismissMode` is
  /// `.interactive`: where the finger is when a script's `keyboardTrack` drags the keyboard (a
  /// script says where the keyboard goes, not what the finger drags). Made on first use.
  package var keyboardDragSurface: SimulatedView {
    if let surface = dragSurface { return surface }
    let surface = SimulatedView(
      kind: .scroll, frame: Rect(origin: .zero, size: size), identifier: nil)
    surface.keyboardDismissMode = .interactive
    addOutsideView(surface)
    dragSurface = surface
    return surface
  }
  private var dragSurface: SimulatedView?

  /// The screen the window is on (its scene's `UIScreen`).
  package var screen = SimulatedDisplay()

  /// The app whose windows the window's notifications reach (`NotificationCenter` is
  /// process-wide, uikit-facts 54); `nil` for a window on its own.
  package weak var app: SimulatedApp?

  /// `isKeyWindow`: the app's key window; a window on its own is key.
  package var isKeyWindow: Bool { app.map { $0.keyWindow === self } ?? true }

  package init(size: Size, originInScreen: Point = .zero) {
    self.size = size
    origin = originInScreen
  }

  /// Installs the root view (`rootViewController.view`).
  package func setRoot(_ view: SimulatedView) {
    root = view
    var pending = [view]
    while let next = pending.popLast() {
      next.window = self
      pending += next.subviews
    }
  }

  /// Whether a text field that becomes first responder scrolls its scroll view to show itself,
  /// as UIKit does (uikit-facts 69). Off for the differential tests, whose scripts describe
  /// what the app and the user do and leave UIKit's own scroll out.
  package var scrollsFieldsIntoView = false

  /// Whether `setContentOffset(_:animated: true)` takes effect only when the run loop turns (its
  /// animation ends), as on a device (uikit-facts 62). Off for the differential tests, which
  /// compare final values after each event.
  package var animatesOffsets = false

  /// Blocks queued on the main queue, run by ``runLoop()``.
  private var queued: [() -> Void] = []

  /// `DispatchQueue.main.asyncAfter`: runs `block` at the next ``runLoop()``.
  package func enqueue(_ block: @escaping () -> Void) {
    queued.append(block)
  }

  /// The main run loop turns: UIKit first updates the selection of the text view that began
  /// editing (its ``SimulatedView/tappedCaretRect`` becomes its caret), then the queued blocks
  /// run, in order (the UIKit layer's wait of 10 ms comes after UIKit's update).
  package func runLoop() {
    if let field = firstResponder, let caret = field.tappedCaretRect {
      field.caretRect = caret
      field.tappedCaretRect = nil
    }
    while !queued.isEmpty {
      let blocks = queued
      queued = []
      for block in blocks { block() }
    }
  }

  /// `NotificationCenter.addObserver(forName:object:queue:using:)`.
  package func observe(_ name: String, _ body: @escaping (SimulatedNotification) -> Void) {
    observers[name, default: []].append(body)
  }

  /// `NotificationCenter.post(name:object:userInfo:)`: observers run synchronously, in order.
  package func post(
    _ name: String, object: AnyObject? = nil, userInfo: [AnyHashable: Any] = [:]
  ) {
    let notification = SimulatedNotification(name: name, object: object, userInfo: userInfo)
    guard let app else {
      deliver(notification)
      return
    }
    app.post(notification)
  }

  /// Runs the window's observers of `notification`, in order.
  func deliver(_ notification: SimulatedNotification) {
    for observer in observers[notification.name] ?? [] { observer(notification) }
  }

  /// Moves first responder: the old field ends editing, then the new one begins (UIKit posts
  /// `textDidEndEditing` before `textDidBeginEditing` on a switch); the same field posts
  /// nothing.
  package func makeFirstResponder(_ view: SimulatedView?) {
    guard view !== firstResponder else { return }
    if let old = firstResponder {
      firstResponder = nil
      post(Self.textName(old.kind, "DidEndEditing"), object: old)
    }
    guard let view, view.kind.isField else { return }
    firstResponder = view
    post(Self.textName(view.kind, "DidBeginEditing"), object: view)
  }

  /// `UITextFieldText…Notification` or `UITextViewText…Notification`.
  package static func textName(_ kind: ViewKind, _ suffix: String) -> String {
    (kind == .textView ? "UITextViewText" : "UITextFieldText") + suffix + "Notification"
  }

  /// Posts a keyboard notification with UIKit's `userInfo` shape (UIKit header `UIWindow.h`):
  /// begin and end frames as rect values in the screen's coordinates, and — on the "will"
  /// notifications only — the duration and curve as numbers; `IsLocal` as a number.
  package func postKeyboard(
    _ name: KeyboardNotification.Name, frameInWindow frame: Rect, begin: Rect?,
    animation: KeyboardAnimation, isLocal: Bool = true, on display: SimulatedDisplay? = nil
  ) {
    let userInfo = self.userInfo(
      name, frameInWindow: frame, begin: begin, animation: animation, isLocal: isLocal)
    // The object is the screen the keyboard is on (uikit-facts 4): the window's, unless given.
    post(Self.keyboardName(name), object: display ?? screen, userInfo: userInfo)
  }

  /// A keyboard notification's `userInfo`, as
  /// ``postKeyboard(_:frameInWindow:begin:animation:isLocal:)`` posts it.
  package func userInfo(
    _ name: KeyboardNotification.Name, frameInWindow frame: Rect, begin: Rect?,
    animation: KeyboardAnimation, isLocal: Bool = true
  ) -> [AnyHashable: Any] {
    var userInfo: [AnyHashable: Any] = [
      "UIKeyboardFrameEndUserInfoKey": SimulatedRectValue(toScreen(frame)),
      "UIKeyboardIsLocalUserInfoKey": SimulatedNumber(isLocal ? 1 : 0),
    ]
    if let begin {
      userInfo["UIKeyboardFrameBeginUserInfoKey"] = SimulatedRectValue(toScreen(begin))
    }
    switch name {
    case .keyboardWillShow, .keyboardWillHide, .keyboardWillChangeFrame:
      userInfo["UIKeyboardAnimationDurationUserInfoKey"] = SimulatedNumber(animation.duration)
      userInfo["UIKeyboardAnimationCurveUserInfoKey"] = SimulatedNumber(
        Double(animation.curve.rawValue))
    case .keyboardDidShow, .keyboardDidHide, .keyboardDidChangeFrame:
      break
    }
    return userInfo
  }

  /// `UIKeyboardWillShowNotification` and its siblings.
  package static func keyboardName(_ name: KeyboardNotification.Name) -> String {
    let raw = name.rawValue
    return "UIK" + raw.dropFirst() + "Notification"
  }

  private func toScreen(_ rect: Rect) -> Rect {
    Rect(
      x: rect.minX + originInScreen.x, y: rect.minY + originInScreen.y, width: rect.width,
      height: rect.height)
  }

  /// Moves the window's `keyboardLayoutGuide` to `top`: inside the keyboard's animation for a
  /// notification's frame, frame by frame under the finger during an interactive dismissal
  /// (uikit-facts 29–31: the guide follows the dismiss gesture, and no notification is posted
  /// until the finger lifts). A view pinned to the guide is laid out only when it moved.
  package func moveKeyboardGuide(to top: Double, inAnimation: Bool) {
    guard top != keyboardGuideTop else { return }
    keyboardGuideTop = top
    layOutViewsPinnedToKeyboardGuide(top: top)
    keyboardGuideDidLayout?(top, inAnimation)
  }

  /// Auto Layout after the guide moved: a view whose bottom is constrained to the guide's top
  /// (``SimulatedView/isPinnedToKeyboardGuide``) now ends there. The guide only lays views out;
  /// it scrolls nothing (uikit-facts 71).
  private func layOutViewsPinnedToKeyboardGuide(top: Double) {
    var pending = root.map { [$0] } ?? []
    while let view = pending.popLast() {
      pending += view.subviews
      guard view.isPinnedToKeyboardGuide, let superview = view.superview else { continue }
      let frame = view.frame
      let bottom = superview.convertToWindow(frame).maxY
      view.frame = Rect(
        x: frame.minX, y: frame.minY, width: frame.width,
        height: max(0, frame.height + top - bottom))
    }
  }

  /// The window takes a new size (a rotation, Split View, Stage Manager) and lays out: views
  /// pinned to its keyboard layout guide change width, so UIKit lays them out.
  package func resize(to newSize: Size) {
    guard newSize != size else { return }
    size = newSize
    didLayOut?()
  }

  /// Where a keyboard frame puts the guide's top: on a docked keyboard, its top; with the
  /// keyboard hidden or undocked, the bottom of the safe area (uikit-facts 22 and 71:
  /// `followsUndockedKeyboard` is false by default, and off screen the guide's top is the safe
  /// area's bottom).
  package func keyboardGuideTop(for frame: Rect, hidden: Bool) -> Double {
    let restingTop = size.height - (root?.safeAreaInsets.bottom ?? 0)
    guard !hidden, KeyboardPlacement(frame: frame, in: size) == .docked else { return restingTop }
    return frame.minY
  }

  /// A drag ended on a scroll view.
  package func scrollViewDidEndDragging(_ view: SimulatedView) {
    didEndDragging?(view)
  }
}

extension SimulatedWindow: KeyboardHostWindow {
  package var hostWindowSize: Size { size }
  package var hostScreen: AnyObject? { screen }
  /// As the UIKit layer answers it: a visible scroll view of the window whose dismiss mode is
  /// interactive is being dragged.
  package var hostKeyboardCanBeDragged: Bool {
    var pending = outsideViews + (root.map { [$0] } ?? [])
    while let view = pending.popLast() {
      guard !view.isHidden else { continue }
      if view.dragsKeyboard { return true }
      pending += view.subviews
    }
    return false
  }

  package func hostConvertFromScreen(_ rect: Rect) -> Rect {
    Rect(
      x: rect.minX - originInScreen.x, y: rect.minY - originInScreen.y, width: rect.width,
      height: rect.height)
  }

  package func hostFrameInWindow(of view: any KeyboardHostView) -> Rect {
    var frame = view.hostFrame
    var current = view.hostSuperview
    while let superview = current as? SimulatedView {
      frame = Rect(
        x: frame.minX - superview.bounds.minX + superview.frame.minX,
        y: frame.minY - superview.bounds.minY + superview.frame.minY, width: frame.width,
        height: frame.height)
      current = superview.superview
    }
    return frame
  }

  package func hostAnimate(
    alongsideKeyboard animation: KeyboardAnimation, _ changes: @escaping () -> Void
  ) {
    lastAnimation = animation
    animationCount += 1
    changes()
  }
}

/// UIKit's `NSValue` of `CGRect` in a `userInfo`.
package final class SimulatedRectValue: KeyboardRectValue {
  package let keyboardRect: Rect
  package init(_ rect: Rect) { keyboardRect = rect }
}

/// UIKit's `NSNumber` in a `userInfo`.
package final class SimulatedNumber: KeyboardNumberValue {
  package let value: Double
  package init(_ value: Double) { self.value = value }
  package var keyboardDouble: Double { value }
  package var keyboardInt: Int { value.isFinite ? Int(value) : 0 }
  package var keyboardBool: Bool { value != 0 }
}

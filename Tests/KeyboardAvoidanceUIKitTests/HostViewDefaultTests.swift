import KeyboardAvoidance
import KeyboardAvoidanceUIKit
import Testing

/// A view system's view that implements only what `KeyboardHostView` requires, as the UIKit
/// layer's `UIView` does: every defaulted requirement is the protocol's own.
@MainActor
private final class PlainView: KeyboardHostView {
  weak var parent: PlainView?
  var children: [PlainView] = []
  let kind: ViewKind
  let frame: Rect

  init(_ kind: ViewKind = .view, frame: Rect = .zero) {
    self.kind = kind
    self.frame = frame
  }

  func add(_ child: PlainView) {
    child.parent?.children.removeAll { $0 === child }
    child.parent = self
    children.append(child)
  }

  var hostSuperview: (any KeyboardHostView)? { parent }
  var hostSubviews: [any KeyboardHostView] { children }
  var hostIdentifier: String? { nil }
  var hostKind: ViewKind { kind }
  var hostFrame: Rect { frame }
  var hostScrollState: ScrollState? { nil }
  var hostSafeAreaInsets: Insets { .zero }
  var hostCaretRect: Rect? { nil }
  func hostSetContentOffset(_ offset: Point, animated: Bool) {}
  func hostSetContentInset(_ inset: Insets) {}
  func hostSetIndicatorInsets(_ insets: Insets) {}
  func hostLayoutIfNeeded() {}
  func hostTranslate(upBy distance: Double) {}
  func hostBecomeFirstResponder() -> Bool { true }
}

/// A window that implements only what `KeyboardHostWindow` requires.
@MainActor
private final class PlainWindow: KeyboardHostWindow {
  var hostWindowSize: Size { Size(width: 390, height: 844) }
  func hostConvertFromScreen(_ rect: Rect) -> Rect { rect }
  func hostFrameInWindow(of view: any KeyboardHostView) -> Rect { view.hostFrame }
  func hostAnimate(
    alongsideKeyboard animation: KeyboardAnimation, _ changes: @escaping () -> Void
  ) {
    changes()
  }
}

@MainActor
@Suite("KeyboardHostView's defaults")
struct HostViewDefaultTests {
  @Test("The defaulted requirements: focus accepted, nothing avoided or preserved, the first tab")
  func defaults() {
    let view = PlainView(.textField)
    #expect(view.hostAcceptsFocus)
    #expect(!view.hostAvoidsKeyboardItself)
    #expect(view.hostRestorationIdentifier == nil)
    #expect(view.hostText == nil)
    #expect(view.hostSelectedRange == nil)
    #expect(view.hostSelectedIndex == 0)
    #expect(PlainWindow().hostScreen == nil)
  }

  @Test("A field moved to another superview is mirrored under it: superviews compared by identity")
  func movedFieldFollowsItsSuperview() {
    let root = PlainView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let first = PlainView(frame: Rect(x: 0, y: 100, width: 390, height: 100))
    let second = PlainView(frame: Rect(x: 0, y: 300, width: 390, height: 100))
    let field = PlainView(.textField, frame: Rect(x: 20, y: 10, width: 350, height: 44))
    root.add(first)
    root.add(second)
    first.add(field)
    let window = PlainWindow()
    let host = AvoidanceHost(root: root, window: window)
    host.fieldDidBeginEditing(field)
    #expect(host.engine.tree.parent(of: host.id(of: field)) == host.id(of: first))
    second.add(field)
    _ = host.navigation()
    #expect(host.engine.tree.parent(of: host.id(of: field)) == host.id(of: second))
    #expect(host._checkInvariants() == [])
  }
}

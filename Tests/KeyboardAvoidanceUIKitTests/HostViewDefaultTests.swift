import KeyboardAvoidance
import KeyboardAvoidanceUIKit
import Testing

/// A view system's view that implements only what `KeyboardHostView` requires, as the UIKit
/// layer's `UIView` does: every defaulted requirement is the protocol's own.
@MainActor
private final class PlainView: KeyboardHostView {
  weak var parent: PlainView?
  var children: [PlainView] = []

  func add(_ child: PlainView) {
    child.parent = self
    children.append(child)
  }

  var hostSuperview: (any KeyboardHostView)? { parent }
  var hostSubviews: [any KeyboardHostView] { children }
  var hostIdentifier: String? { nil }
  var hostKind: ViewKind { .view }
  var hostFrame: Rect { .zero }
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

@MainActor
@Suite("KeyboardHostView's defaults")
struct HostViewDefaultTests {
  @Test("hostIsSubview(of:) by default: the superview alone, not a grandparent, sibling or self")
  func isSubviewComparesTheSuperview() {
    let root = PlainView()
    let row = PlainView()
    let field = PlainView()
    let sibling = PlainView()
    root.add(row)
    row.add(field)
    root.add(sibling)
    #expect(field.hostIsSubview(of: row))
    #expect(row.hostIsSubview(of: root))
    #expect(!field.hostIsSubview(of: root))
    #expect(!field.hostIsSubview(of: sibling))
    #expect(!field.hostIsSubview(of: field))
    #expect(!root.hostIsSubview(of: row))
  }
}

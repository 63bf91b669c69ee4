import KeyboardAvoidance

/// Views waiting to be inserted into a ``ViewTree``, each after its parent.
///
/// A plan names its views only when it is inserted (``ScreenAssembler`` numbers them in
/// insertion order), so plans built independently never clash and can be interleaved: the
/// benchmark spreads the focused fields' chains across the tree's storage instead of leaving
/// them in one hot corner of it.
///
/// ```swift
/// var plan = ScreenPlan()
/// let card = plan.add(.view, "card", Rect(16, 8, 358, 464), under: .view("root"))
/// plan.add(.textField, "field", Rect(16, 8, 326, 44), under: card)
/// ```
struct ScreenPlan {
  /// Where a planned view goes: under a view already in the tree, or under a planned one.
  enum Parent {
    /// A view that is in the tree before the plan is inserted.
    case view(ViewID)
    /// The plan's view at this position of ``entries``.
    case planned(Int)
  }

  /// One planned view.
  struct Entry {
    /// The start of the view's identifier; the assembler appends a serial number.
    var prefix: String
    /// The view, with a placeholder identity.
    var node: ViewNode
    /// Its parent.
    var parent: Parent
    /// Its position among its parent's children; `nil` appends it.
    var index: Int?
  }

  /// The planned views, every parent before its children.
  private(set) var entries: [Entry] = []

  /// The number of planned views.
  var count: Int { entries.count }

  /// Plans a view and returns the reference its children use.
  @discardableResult
  mutating func add(
    _ kind: ViewKind, _ prefix: String, _ frame: Rect, under parent: Parent, at index: Int? = nil,
    configure: (inout ViewNode) -> Void = { _ in }
  ) -> Parent {
    var node = ViewNode(id: "", kind: kind, frame: frame)
    configure(&node)
    entries.append(Entry(prefix: prefix, node: node, parent: parent, index: index))
    return .planned(entries.count - 1)
  }
}

extension Rect {
  /// A rectangle from whole-point coordinates, to keep the generators short.
  init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
    self.init(x: x, y: y, width: width, height: height)
  }
}

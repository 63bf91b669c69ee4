/// A snapshot of a scroll container taken before the engine first changes it, and the recipe for
/// putting it back.
///
/// The engine takes one per container per keyboard session and keeps it across focus switches
/// and keyboard height changes, so a restore always returns to the values from before the
/// keyboard, never to an already adjusted state. IQKeyboardManager's
/// `IQScrollViewConfiguration` plays the same role for a `UIScrollView`.
///
/// Restoring touches only what the engine changes: the *bottom* edges of the content and
/// indicator insets, and the offset as ``RestorePolicy`` allows. A top inset the app changed while
/// the keyboard was up survives.
public struct ScrollViewConfiguration: Hashable, Sendable, Codable {
  /// The container this snapshot belongs to.
  public var view: ViewID
  /// The container's offset before the engine changed it.
  public var startingContentOffset: Point
  /// The container's content inset before the engine changed it.
  public var startingContentInset: Insets
  /// The container's indicator insets before the engine changed them.
  public var startingScrollIndicatorInsets: Insets
  /// Whether a restore puts the offset back: true under ``RestorePolicy/always``, false under
  /// ``RestorePolicy/never``, and under ``RestorePolicy/unlessUserScrolled`` true until the user
  /// scrolls the container.
  public var canRestoreContentOffset: Bool

  /// Snapshots a view's current offset and insets.
  public init(_ node: ViewNode, canRestoreContentOffset: Bool) {
    self.view = node.id
    self.startingContentOffset = node.contentOffset
    self.startingContentInset = node.contentInset
    self.startingScrollIndicatorInsets = node.indicatorInsets
    self.canRestoreContentOffset = canRestoreContentOffset
  }

  /// Whether ``restore(for:in:animation:effects:)`` would change anything: a bottom inset edge
  /// differs from its starting value, or the offset may be restored and differs.
  ///
  /// The rule reads "the current inset differs from the start"; since a restore only ever
  /// writes the bottom edges, this compares those, so that `hasChanged` and the result of a
  /// restore always agree.
  public func hasChanged(in tree: ViewTree) -> Bool {
    guard let slot = tree.slot(of: view) else { return false }
    let node = tree[slot: slot]
    let restored = restoredValues(of: node)
    return restored.contentInsetBottom != node.contentInset.bottom
      || restored.indicatorInsetsBottom != node.indicatorInsets.bottom
      || restored.contentOffset != node.contentOffset
  }

  /// Puts the container back, appending the effects to `effects`: the content inset's bottom
  /// edge, a layout pass, the indicator insets' bottom edge, then the offset (the starting one
  /// if ``canRestoreContentOffset``, else the current one), clamped into the restored valid
  /// range.
  ///
  /// Offset writes on a table or collection, or on a container with a stack between it and
  /// `field`, animate with ``AvoidanceEffect/Animation/scrollView``; everything else with the
  /// keyboard's `animation`, and the layout pass with none.
  ///
  /// - Parameters:
  ///   - field: The field the container was adjusted for, if any.
  ///   - tree: The tree, which receives the restored values.
  ///   - animation: The latest keyboard animation.
  ///   - effects: The list the effects are appended to.
  /// - Returns: Whether anything changed. A container no longer in the tree changes nothing.
  @discardableResult
  public func restore(
    for field: ViewID?, in tree: inout ViewTree, animation: KeyboardAnimation,
    effects: inout [AvoidanceEffect]
  ) -> Bool {
    guard let slot = tree.slot(of: view) else { return false }
    return restore(
      slot: slot, for: field.flatMap { tree.slot(of: $0) }, in: &tree, animation: animation,
      effects: &effects)
  }

  /// Restores the container in `slot`; `fieldSlot` is the field's slot, if any.
  ///
  /// Reads and writes only the properties a restore touches, in place.
  @discardableResult
  func restore(
    slot: Int32, for fieldSlot: Int32?, in tree: inout ViewTree, animation: KeyboardAnimation,
    effects: inout [AvoidanceEffect]
  ) -> Bool {
    let restored = restoredValues(of: tree[slot: slot])
    let contentOffset = tree[slot: slot].contentOffset
    let count = effects.count
    let keyboard = AvoidanceEffect.Animation.keyboard(animation)
    tree.setBottomInsets(
      content: restored.contentInsetBottom, indicator: restored.indicatorInsetsBottom,
      ofSlot: slot, reason: .restore, animation: keyboard, &effects)
    if restored.contentOffset != contentOffset {
      let offsetAnimation: AvoidanceEffect.Animation =
        tree.animatesOffsetItself(container: slot, field: fieldSlot) ? .scrollView : keyboard
      effects.append(
        AvoidanceEffect(
          view: view, change: .contentOffset(from: contentOffset, to: restored.contentOffset),
          reason: canRestoreContentOffset ? .restore : .clamp, animation: offsetAnimation))
    }
    tree[slot: slot].contentOffset = restored.contentOffset
    return effects.count != count
  }

  /// What a restore leaves in a view: the bottom edges of its insets and its offset, clamped
  /// into the valid range for the restored content inset.
  func restoredValues(
    of node: ViewNode
  ) -> (contentInsetBottom: Double, indicatorInsetsBottom: Double, contentOffset: Point) {
    let bottom = startingContentInset.bottom
    var offset = canRestoreContentOffset ? startingContentOffset : node.contentOffset
    offset.y = node.clampedOffsetY(offset.y, contentInsetBottom: bottom)
    return (bottom, startingScrollIndicatorInsets.bottom, offset)
  }
}

/// A saved scroll position of a list: the item it shows and how far that item is from an edge
/// of the visible region, with the other visible items as fallbacks and the absolute offset last.
///
/// An offset alone is the wrong thing to keep: rows inserted, removed or resized above the
/// visible ones move the content under it. An anchor is taken just before a change
/// (``init(list:viewportHeight:insets:offset:policy:)``) and resolved against the layout after
/// it (``compensatedOffset(in:viewportHeight:insets:)``), which keeps the anchor item where it
/// was on screen. UIKit has no counterpart; it is what a host does by hand around
/// `performBatchUpdates` with `contentOffset`.
///
/// ```swift
/// var list = try ListLayout(rows: (0..<100).map { ListRow(id: "r\($0)", height: 44) })
/// let anchor = ScrollAnchor(list: list, viewportHeight: 700, insets: .zero, offset: 2000)
/// print(anchor.itemID ?? "none", anchor.distance)  // r45 -20.0
/// try list.insert((0..<20).map { ListRow(id: "new\($0)", height: 80) }, at: 0)
/// print(anchor.compensatedOffset(in: list, viewportHeight: 700, insets: .zero))  // 3600.0
/// ```
///
/// Offsets are `contentOffset.y`; insets are the adjusted content insets (UIKit's
/// `adjustedContentInset`), so the valid offsets are `−insets.top…maxOffset` with
/// `maxOffset = max(−insets.top, contentHeight + insets.bottom − viewportHeight)`.
public struct ScrollAnchor: Hashable, Sendable, Codable {
  /// The edge of the visible region an anchor's distance is measured from.
  public enum Edge: String, Hashable, Sendable, Codable {
    /// The top edge: `distance = item.minY − (offset + insets.top)`.
    case top
    /// The bottom edge: `distance = (offset + viewportHeight − insets.bottom) − item.maxY`.
    case bottom
  }

  /// What a list scrolled to its top does when rows arrive above (the script key `anchorAtTop`).
  public enum TopPolicy: String, Hashable, Sendable, Codable, CaseIterable {
    /// The content on screen stays still, like anywhere else in the list (the default; a chat's
    /// older messages loading above).
    case keepContent
    /// The offset stays at the top, so the inserted rows come into view.
    case revealInserted
  }

  /// What a list scrolled to its end does when its content changes (the script key
  /// `anchorAtEnd`).
  public enum EndPolicy: String, Hashable, Sendable, Codable, CaseIterable {
    /// The content on screen stays still and appended rows land unseen below (the default; a
    /// feed's next page).
    case keepContent
    /// A list at its end stays at its end, whatever changed (chats, logs).
    case followAppended
  }

  /// A list's policies at its two ends.
  public struct Policy: Hashable, Sendable, Codable {
    /// What the list does at its top.
    public var anchorAtTop: TopPolicy
    /// What the list does at its end.
    public var anchorAtEnd: EndPolicy

    /// Creates policies; both default to keeping the content still.
    public init(anchorAtTop: TopPolicy = .keepContent, anchorAtEnd: EndPolicy = .keepContent) {
      self.anchorAtTop = anchorAtTop
      self.anchorAtEnd = anchorAtEnd
    }
  }

  /// Whether an anchor holds an end of the list rather than its content.
  public enum Pin: String, Hashable, Sendable, Codable {
    /// The anchor keeps its item still.
    case none
    /// The list was at its top under ``TopPolicy/revealInserted``: the offset stays at
    /// `−insets.top`.
    case top
    /// The list was pinned to its end under ``EndPolicy/followAppended``: the offset goes to the
    /// new `maxOffset`.
    case end
  }

  /// Another visible item and its distance from the anchor's edge.
  public struct Fallback: Hashable, Sendable, Codable {
    /// The item's identity.
    public var itemID: ViewID
    /// The item's distance from the anchor's edge, measured as the anchor's own.
    public var distance: Double

    /// Creates a fallback.
    public init(itemID: ViewID, distance: Double) {
      self.itemID = itemID
      self.distance = distance
    }
  }

  /// The anchor item, or `nil` when no item was visible (the anchor holds the offset only).
  public var itemID: ViewID?
  /// The edge the distances are measured from: the bottom when pinned to the end, else the top.
  public var edge: Edge
  /// The anchor item's distance from the edge (negative when it is partly scrolled past).
  public var distance: Double
  /// The other visible items, nearest to the edge first.
  public var fallbacks: [Fallback]
  /// The absolute offset when the anchor was taken.
  public var offset: Double
  /// Whether the anchor holds an end of the list instead of its content.
  public var pin: Pin

  /// Creates an anchor from its parts.
  public init(
    itemID: ViewID?, edge: Edge = .top, distance: Double = 0, fallbacks: [Fallback] = [],
    offset: Double, pin: Pin = .none
  ) {
    self.itemID = itemID
    self.edge = edge
    self.distance = distance
    self.fallbacks = fallbacks
    self.offset = offset
    self.pin = pin
  }
}

extension ScrollAnchor {
  /// Takes the anchor of a list at an offset (<doc:KeepingListsStill>).
  ///
  /// The visible region is `offset + insets.top … offset + viewportHeight − insets.bottom`; an
  /// item is visible when its height is positive and it overlaps the region with positive
  /// length. The list is pinned to its end when `policy.anchorAtEnd` is
  /// ``EndPolicy/followAppended``, its content is taller than its viewport
  /// (`maxOffset > −insets.top + 0.5`) and `maxOffset − offset ≤ 0.5`: then the edge is the
  /// bottom and the anchor the last visible item. Otherwise the edge is the top and the anchor
  /// the first visible item; a list at its top (`offset ≤ −insets.top + 0.5`) under
  /// ``TopPolicy/revealInserted`` holds its top. The other visible items are the fallbacks,
  /// nearest to the edge first.
  ///
  /// - Complexity: O(log *n* + *v*) expected, for *v* rows in the visible region.
  public init(
    list: ListLayout, viewportHeight: Double, insets: Insets, offset: Double,
    policy: Policy = Policy()
  ) {
    let minOffset = Self.minOffset(insets: insets)
    let maxOffset = Self.maxOffset(
      contentHeight: list.contentHeight, viewportHeight: viewportHeight, insets: insets)
    let pinned =
      policy.anchorAtEnd == .followAppended && maxOffset > minOffset + 0.5
      && maxOffset - offset <= 0.5
    let pin: Pin
    if pinned {
      pin = .end
    } else if policy.anchorAtTop == .revealInserted && offset <= minOffset + 0.5 {
      pin = .top
    } else {
      pin = .none
    }
    let top = offset + insets.top
    let bottom = offset + viewportHeight - insets.bottom
    var visible: [(id: ViewID, minY: Double, maxY: Double)] = []
    if bottom > top, var (slot, _, minY) = list.firstSlot(reachingBelow: top) {
      while slot != ListLayout.Node.none, minY < bottom {
        let node = list.nodes[slot]
        let maxY = minY + node.height
        if node.height > 0, maxY > top { visible.append((node.id, minY, maxY)) }
        minY = maxY
        slot = list.successor(slot)
      }
    }
    let edge: Edge = pinned ? .bottom : .top
    let distances: [Fallback] =
      pinned
      ? visible.reversed().map { Fallback(itemID: $0.id, distance: bottom - $0.maxY) }
      : visible.map { Fallback(itemID: $0.id, distance: $0.minY - top) }
    self.init(
      itemID: distances.first?.itemID, edge: edge, distance: distances.first?.distance ?? 0,
      fallbacks: Array(distances.dropFirst()), offset: offset, pin: pin)
  }

  /// The offset that puts this anchor back in place in a list's current layout
  /// (<doc:KeepingListsStill>), clamped into the valid range `−insets.top…maxOffset`.
  ///
  /// A pinned anchor gives the list's top or end. Otherwise the first of the anchor item and the
  /// fallbacks still in the list gives the offset (an item now of height zero still counts);
  /// if none is, the saved ``offset``; an anchor without items gives `currentOffset`.
  ///
  /// - Complexity: O(*f* log *n*) expected, for *f* fallbacks tried.
  public func resolvedOffset(
    in list: ListLayout, viewportHeight: Double, insets: Insets, currentOffset: Double
  ) -> Double {
    resolution(
      in: list, viewportHeight: viewportHeight, insets: insets, currentOffset: currentOffset
    )
    .offset
  }

  /// How an anchor was resolved: the offset, and the candidate that gave it.
  struct Resolution {
    /// The offset, clamped into the valid range.
    var offset: Double
    /// The candidate that gave it: 0 for the anchor item, `n` for fallback `n − 1`; `nil` for a
    /// pinned anchor, the saved offset or the current one.
    var candidate: Int?
    /// The candidate's distance from the visible edge.
    var distance = 0.0
    /// The candidate item's anchored edge in the list's content coordinates: its top for an
    /// anchor on the top edge, its bottom for one on the bottom edge.
    var edgeY = 0.0
  }

  /// The resolution behind ``resolvedOffset(in:viewportHeight:insets:currentOffset:)``: the one
  /// place the candidates are searched and the edge's geometry is applied.
  func resolution(
    in list: ListLayout, viewportHeight: Double, insets: Insets, currentOffset: Double
  ) -> Resolution {
    let minOffset = Self.minOffset(insets: insets)
    let maxOffset = Self.maxOffset(
      contentHeight: list.contentHeight, viewportHeight: viewportHeight, insets: insets)
    var resolution = Resolution(offset: currentOffset)
    switch pin {
    case .end: resolution.offset = maxOffset
    case .top: resolution.offset = minOffset
    case .none:
      if let itemID {
        resolution =
          resolvedItem(
            in: list, viewportHeight: viewportHeight, insets: insets,
            candidates: CollectionOfOne(Fallback(itemID: itemID, distance: distance)) + fallbacks)
          ?? Resolution(offset: offset)
      }
    }
    resolution.offset = Self.clampedOffset(resolution.offset, min: minOffset, max: maxOffset)
    return resolution
  }

  /// The offset that keeps the list's content still through a change: this anchor, taken just
  /// before the change, resolved against the layout after it.
  ///
  /// The content-height delta of the change plays no part: rows appended below, or resized and
  /// removed below the anchor, move nothing.
  ///
  /// - Complexity: O(*f* log *n*) expected, for *f* fallbacks tried.
  public func compensatedOffset(in list: ListLayout, viewportHeight: Double, insets: Insets)
    -> Double
  {
    resolvedOffset(in: list, viewportHeight: viewportHeight, insets: insets, currentOffset: offset)
  }

  /// Where a pending restore of this anchor would put the list, unclamped: the anchor item's
  /// offset if it is in the list; once loading is complete, else the first fallback's, else the
  /// saved offset; `nil` while the item is still to come. An anchor without items gives its
  /// saved offset.
  func pendingTarget(
    in list: ListLayout?, viewportHeight: Double, insets: Insets, loadingComplete: Bool
  ) -> Double? {
    guard let itemID, let list else { return offset }
    let candidates = [Fallback(itemID: itemID, distance: distance)]
    if let target = resolvedItem(
      in: list, viewportHeight: viewportHeight, insets: insets, candidates: candidates)
    {
      return target.offset
    }
    guard loadingComplete else { return nil }
    return resolvedItem(
      in: list, viewportHeight: viewportHeight, insets: insets, candidates: fallbacks)?.offset
      ?? offset
  }

  /// The unclamped offset given by the first candidate still in the list, with which candidate
  /// (its position in `candidates`) and its edge.
  private func resolvedItem(
    in list: ListLayout, viewportHeight: Double, insets: Insets, candidates: [Fallback]
  ) -> Resolution? {
    for (position, candidate) in candidates.enumerated() {
      guard let slot = list.slots[candidate.itemID] else { continue }
      let minY = list.position(of: slot).minY
      switch edge {
      case .top:
        return Resolution(
          offset: minY - candidate.distance - insets.top, candidate: position,
          distance: candidate.distance, edgeY: minY)
      case .bottom:
        let maxY = minY + list.nodes[slot].height
        return Resolution(
          offset: maxY + candidate.distance - (viewportHeight - insets.bottom),
          candidate: position, distance: candidate.distance, edgeY: maxY)
      }
    }
    return nil
  }

  /// The smallest valid offset, `−insets.top`: with
  /// ``maxOffset(contentHeight:viewportHeight:insets:)`` the one home of the valid offset range,
  /// which ``ViewNode`` reads too.
  static func minOffset(insets: Insets) -> Double { 0 - insets.top }

  /// The largest valid offset, `max(−insets.top, contentHeight + insets.bottom − viewportHeight)`.
  static func maxOffset(contentHeight: Double, viewportHeight: Double, insets: Insets) -> Double {
    max(0 - insets.top, contentHeight + insets.bottom - viewportHeight)
  }

  /// `offset` clamped into `lower … upper`; an offset already inside comes back bit for bit.
  static func clampedOffset(_ offset: Double, min lower: Double, max upper: Double) -> Double {
    if offset < lower { return lower }
    if offset > upper { return upper }
    return offset
  }
}

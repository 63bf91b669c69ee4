/// One view of a ``ViewTree``: its kind, its frame and the properties keyboard avoidance reads
/// and writes.
///
/// A property that does not belong to the view's kind is ignored by the engine (the script
/// reader rejects it). Frames are in the parent's *content* coordinates; the root's frame is in
/// window coordinates.
///
/// ```swift
/// let form = ViewNode(
///   id: "form", kind: .scroll, frame: Rect(x: 0, y: 47, width: 390, height: 763),
///   contentSize: Size(width: 390, height: 1400))
/// ```
public struct ViewNode: Hashable, Sendable, Codable {
  /// The view's stable identity.
  public var id: ViewID
  /// What the view is.
  public var kind: ViewKind
  /// The view's frame: in window coordinates for the root, else in the parent's content
  /// coordinates (UIKit's `frame`).
  public var frame: Rect
  // Beside the frame: every window-coordinate step reads both.
  /// How far above its resting place in its parent a follower is drawn, as the engine last set
  /// it (a transform's upward translation); `0` at rest.
  public var followOffset: Double
  /// The root's safe area: what the bars cover (UIKit's `safeAreaInsets` of the view
  /// controller's view). Read only on the root.
  public var safeAreaInsets: Insets
  /// A scroll container's automatic inset adjustment: what the platform adds to
  /// ``contentInset`` under its `contentInsetAdjustmentBehavior` (UIKit's
  /// `adjustedContentInset` minus `contentInset`). Read only on scroll containers.
  public var contentInsetAdjustment: Insets
  /// The size of a scroll container's content (`contentSize`).
  public var contentSize: Size
  /// How far a scroll container's content is scrolled (`contentOffset`).
  public var contentOffset: Point
  /// The app's own content inset of a scroll container (`contentInset`).
  public var contentInset: Insets
  /// The vertical scroll indicator's insets (`verticalScrollIndicatorInsets`).
  public var indicatorInsets: Insets
  /// Whether the user and the engine may scroll the container (`isScrollEnabled`).
  public var scrollEnabled: Bool
  /// The scroll or stacking direction of a scroll container or stack.
  public var axis: LayoutAxis
  /// Whether the engine leaves this container's offset alone.
  public var ignoresScrolling: Bool
  /// Whether the engine leaves this container's insets alone.
  public var ignoresInset: Bool
  /// How this container's offset is restored when the keyboard goes; `nil` uses the settings'.
  public var restorePolicy: RestorePolicy?
  /// A field's gap above the keyboard; `nil` uses the settings' `keyboardDistance`.
  public var distance: Double?
  /// Whether a field is avoided at all.
  public var avoidance: Avoidance
  // The v1.3 flags sit here, beside `avoidance`, where they fill the padding before the
  // strings.
  /// Whether the view rides a docked keyboard, its bottom pinned to the keyboard's top (UIKit's
  /// `keyboardLayoutGuide`, SwiftUI's `safeAreaInset`): a chat's composer, a form's button bar.
  /// Only for a view that is not the root, not a scroll container, and has no scroll container
  /// among its ancestors (<doc:ChatsComposersAndButtonBars>).
  public var followsKeyboard: Bool
  /// How a scroll container moves its content when the keyboard covers it and it does not hold
  /// the focused field; ``KeyboardLift/none`` (the default) leaves it alone.
  public var keyboardLift: KeyboardLift
  /// Where a field's reveal target lands when it must move; `nil` uses the settings'.
  public var alignment: RevealAlignment?
  /// Whether a field takes part in Previous/Next navigation (`false` for a disabled field).
  public var navigable: Bool
  /// Whether the view's fields navigate among themselves only (a sheet, a form section with its
  /// own Done). Not for fields.
  public var navigationGroup: Bool
  /// The identifier that takes part in the view's restoration path (UIKit's
  /// `restorationIdentifier`); `nil` excludes the view and everything under it from
  /// preservation.
  public var restorationIdentifier: String?
  /// A field's text, as the app last set it or the user last typed it.
  public var text: String?
  /// A field's selection in UTF-16 units (`UITextView.selectedRange`); `nil` when none is known.
  public var selectedRange: UTF16Range?
  /// How a table or collection keeps its content still when its cells change.
  public var anchorPolicy: ScrollAnchor.Policy
  /// The visible tab of a `tabs` view, an index into its children.
  public var selectedIndex: Int

  /// Creates a view; `contentSize` defaults to the frame's size, everything else to zero,
  /// enabled, vertical and not preserved.
  public init(
    id: ViewID, kind: ViewKind = .view, frame: Rect, safeAreaInsets: Insets = .zero,
    contentInsetAdjustment: Insets = .zero, contentSize: Size? = nil,
    contentOffset: Point = .zero, contentInset: Insets = .zero,
    indicatorInsets: Insets = .zero, scrollEnabled: Bool = true, axis: LayoutAxis = .vertical,
    ignoresScrolling: Bool = false, ignoresInset: Bool = false,
    restorePolicy: RestorePolicy? = nil, distance: Double? = nil,
    avoidance: Avoidance = .enabled, restorationIdentifier: String? = nil, text: String? = nil,
    selectedRange: UTF16Range? = nil, anchorPolicy: ScrollAnchor.Policy = ScrollAnchor.Policy(),
    selectedIndex: Int = 0, followsKeyboard: Bool = false, followOffset: Double = 0,
    keyboardLift: KeyboardLift = .none, alignment: RevealAlignment? = nil, navigable: Bool = true,
    navigationGroup: Bool = false
  ) {
    self.id = id
    self.kind = kind
    self.frame = frame
    self.safeAreaInsets = safeAreaInsets
    self.contentInsetAdjustment = contentInsetAdjustment
    self.contentSize = contentSize ?? frame.size
    self.contentOffset = contentOffset
    self.contentInset = contentInset
    self.indicatorInsets = indicatorInsets
    self.scrollEnabled = scrollEnabled
    self.axis = axis
    self.ignoresScrolling = ignoresScrolling
    self.ignoresInset = ignoresInset
    self.restorePolicy = restorePolicy
    self.distance = distance
    self.avoidance = avoidance
    self.restorationIdentifier = restorationIdentifier
    self.text = text
    self.selectedRange = selectedRange
    self.anchorPolicy = anchorPolicy
    self.selectedIndex = selectedIndex
    self.followsKeyboard = followsKeyboard
    self.followOffset = followOffset
    self.keyboardLift = keyboardLift
    self.alignment = alignment
    self.navigable = navigable
    self.navigationGroup = navigationGroup
  }

  /// The content inset plus the automatic adjustment, edge by edge (UIKit's
  /// `adjustedContentInset`).
  public var adjustedContentInset: Insets { contentInset + contentInsetAdjustment }

  /// The smallest valid vertical offset, `−adjustedContentInset.top`.
  public var minOffsetY: Double { ScrollAnchor.minOffset(insets: adjustedContentInset) }

  /// The largest valid vertical offset:
  /// `max(minOffsetY, contentSize.height + adjustedContentInset.bottom − frame.height)`.
  public var maxOffsetY: Double { maxOffsetY(contentInsetBottom: contentInset.bottom) }

  /// The largest valid vertical offset if the content inset's bottom edge were `bottom`.
  public func maxOffsetY(contentInsetBottom bottom: Double) -> Double {
    // The valid range has one home, shared with anchors' resolved offsets.
    var insets = adjustedContentInset
    insets.bottom = bottom + contentInsetAdjustment.bottom
    return ScrollAnchor.maxOffset(
      contentHeight: contentSize.height, viewportHeight: frame.height, insets: insets)
  }

  /// `y` clamped into the valid offset range; a `y` already in range comes back bit for bit.
  public func clampedOffsetY(_ y: Double) -> Double {
    clampedOffsetY(y, contentInsetBottom: contentInset.bottom)
  }

  /// `y` clamped into the valid offset range if the content inset's bottom edge were `bottom`.
  func clampedOffsetY(_ y: Double, contentInsetBottom bottom: Double) -> Double {
    ScrollAnchor.clampedOffset(
      y, min: minOffsetY, max: maxOffsetY(contentInsetBottom: bottom))
  }
}

/// A fact the host reports to the engine: a focus change, a keyboard notification, a user scroll,
/// a layout change.
///
/// ```swift
/// engine.handle(.focus("email"))
/// engine.handle(.keyboard(KeyboardNotification(
///   .keyboardWillShow, frame: Rect(x: 0, y: 508, width: 390, height: 336))))
/// ```
public enum AvoidanceEvent: Hashable, Sendable, Codable {
  /// A field became first responder; a text view may report its caret, in its content
  /// coordinates. Adjusts if a docked keyboard is up.
  case focus(ViewID, caret: Rect? = nil)
  /// The field resigned first responder. Nothing moves until the keyboard hides.
  case blur
  /// The focused text view's caret moved (typing onto a new line). Adjusts to follow it.
  case caret(Rect)
  /// A keyboard notification. The same frame as before does nothing; a docked keyboard adjusts;
  /// a hidden or floating one restores everything.
  case keyboard(KeyboardNotification)
  /// The *user* scrolled a container to an offset. Applied, clamped into the valid range, and
  /// remembered for ``RestorePolicy/unlessUserScrolled``; produces no effects.
  case scroll(ViewID, offset: Point)
  /// The app changed a view's geometry, or the platform recomputed a container's automatic
  /// inset or the root's bars (``ViewUpdate/safeArea``). Applied, then the engine adjusts again.
  indirect case update(ViewID, ViewUpdate)
  /// The window changed (rotation, Split View). Applied — a root that filled the old window
  /// fills the new one unless ``WindowResize/frames`` names it — then the engine adjusts again,
  /// keeping its snapshots.
  case resize(WindowResize)
  /// New global settings; they take effect from the next adjustment.
  case settings(AvoidanceSettings)
  /// The user asked for the focused field's previous or next field (a toolbar's buttons, the
  /// return key): that field is focused exactly as ``focus(_:caret:)`` would focus it. At either
  /// end of the group, or with no field focused, nothing happens.
  case navigate(FieldNavigation.Direction)
  /// The user is dragging the keyboard (UIKit's interactive dismissal): `top` is where its top
  /// edge is drawn now, in window coordinates. Hosts send only finger-driven positions, from the
  /// start of a drag until the keyboard notification that ends it, never the frames of a show or
  /// hide animation. With a docked keyboard up, the root rests on it, followers ride it and
  /// covered containers' insets follow it, with no animation; the focused field's containers
  /// hold still and no content offset is written (<doc:TheKeyboardUnderTheFinger>). Otherwise
  /// nothing happens.
  case keyboardTrack(top: Double)
  /// The app inserted cells into a table or collection at an index into its current cells
  /// (`0` prepends, the count appends). Each cell's height is its frame's; the list is laid out
  /// again and its content kept still (<doc:KeepingListsStill>).
  indirect case insertCells(ViewID, at: Int, cells: [ViewTree.Branch])
  /// The app removed cells from their lists. The lists are laid out again and their content kept
  /// still.
  case removeCells([ViewID])
  /// A cell's height changed (self-sizing, an estimate corrected). The list is laid out again
  /// and its content kept still.
  case resizeCell(ViewID, height: Double)
  /// New data replaced a container's old: cells for a table or collection, a content size for a
  /// scroll view. `complete` says whether loading has finished, which a pending restore waits
  /// for.
  indirect case reload(ViewID, ReloadContent, complete: Bool = true)
  /// A screen was pushed onto a navigation stack: the screen below disappears (its state is
  /// captured) and the new one appears.
  indirect case push(ViewID, screen: ViewTree.Branch)
  /// The top screen of a navigation stack was popped: it is discarded, and the screen below
  /// appears with its captured state.
  case pop(ViewID)
  /// The user selected another tab: the old one disappears (its state is captured) and the new
  /// one appears with its captured state.
  case selectTab(ViewID, index: Int)
  /// The *user* changed a field's selection (UTF-16 units).
  case select(ViewID, UTF16Range)
  /// A field's text changed; its selection is mapped through the edit.
  case edit(ViewID, text: String)
  /// The system is low on memory: screens that are not visible drop their views, keeping only
  /// their captured state.
  case memoryWarning
}

/// The new data of a ``AvoidanceEvent/reload(_:_:complete:)``.
public enum ReloadContent: Hashable, Sendable, Codable {
  /// The cells of a table or collection, in order.
  case cells([ViewTree.Branch])
  /// The content size of a scroll view.
  case contentSize(Size)
}

/// A change the app made to one view's geometry, for ``AvoidanceEvent/update(_:_:)``.
public struct ViewUpdate: Hashable, Sendable, Codable {
  /// The new frame, if it changed.
  public var frame: Rect?
  /// The new content size of a scroll container, if it changed.
  public var contentSize: Size?
  /// The new content inset of a scroll container, if it changed.
  public var contentInset: Insets?
  /// The new content offset of a scroll container, if the app set one.
  public var contentOffset: Point?
  /// The platform's new safe area, if it changed: for a scroll container its automatic inset
  /// adjustment (``ViewNode/contentInsetAdjustment``, UIKit's `adjustedContentInset` minus
  /// `contentInset`, as `adjustedContentInsetDidChange()` reports it); for the root what the
  /// bars now cover (``ViewNode/safeAreaInsets``: a large title collapsing, a bar hidden); both
  /// for a root that scrolls. Ignored on other views.
  public var safeArea: Insets?

  /// Creates an update; `nil` leaves a property as it is.
  public init(
    frame: Rect? = nil, contentSize: Size? = nil, contentInset: Insets? = nil,
    contentOffset: Point? = nil, safeArea: Insets? = nil
  ) {
    self.frame = frame
    self.contentSize = contentSize
    self.contentInset = contentInset
    self.contentOffset = contentOffset
    self.safeArea = safeArea
  }
}

/// A change of the window, for ``AvoidanceEvent/resize(_:)``: rotation or Split View.
///
/// A root whose frame filled the old window — origin zero, the old window's size — fills the
/// new one, as a view controller's view does, unless ``frames`` names the root.
///
/// ```swift
/// engine.handle(.resize(WindowResize(
///   windowSize: Size(width: 844, height: 390),
///   rootSafeArea: Insets(top: 0, left: 47, bottom: 21, right: 47),
///   safeAreas: ["form": Insets(top: 0, left: 47, bottom: 21, right: 47)])))
/// // The root's frame is now (0,0,844,390).
/// ```
public struct WindowResize: Hashable, Sendable, Codable {
  /// The window's new size.
  public var windowSize: Size
  /// New frames of views, by identity.
  public var frames: [ViewID: Rect]
  /// The root's new safe area, if it changed.
  public var rootSafeArea: Insets?
  /// Scroll containers' new automatic inset adjustments
  /// (``ViewNode/contentInsetAdjustment``), by identity: what UIKit's `adjustedContentInset`
  /// minus `contentInset` became after the rotation. Ignored on views that do not scroll.
  public var safeAreas: [ViewID: Insets]

  /// Creates a resize.
  public init(
    windowSize: Size, frames: [ViewID: Rect] = [:], rootSafeArea: Insets? = nil,
    safeAreas: [ViewID: Insets] = [:]
  ) {
    self.windowSize = windowSize
    self.frames = frames
    self.rootSafeArea = rootSafeArea
    self.safeAreas = safeAreas
  }
}

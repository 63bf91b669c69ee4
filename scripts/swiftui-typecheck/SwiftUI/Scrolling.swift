// https://developer.apple.com/documentation/swiftui/scrollgeometry
// `struct ScrollGeometry` (Equatable, Sendable)
@available(iOS 18.0, *)
public struct ScrollGeometry: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/scrollgeometry/contentoffset
  // `var contentOffset: CGPoint { get set }`
  public var contentOffset: CGPoint
  // https://developer.apple.com/documentation/swiftui/scrollgeometry/contentsize
  // `var contentSize: CGSize`
  public var contentSize: CGSize
  // https://developer.apple.com/documentation/swiftui/scrollgeometry/contentinsets
  // `var contentInsets: EdgeInsets`
  public var contentInsets: EdgeInsets
  // https://developer.apple.com/documentation/swiftui/scrollgeometry/containersize
  // `var containerSize: CGSize { get set }`
  public var containerSize: CGSize
}

// https://developer.apple.com/documentation/swiftui/scrollphase
// `@frozen enum ScrollPhase`
@available(iOS 18.0, *)
@frozen
public enum ScrollPhase: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/scrollphase/idle
  case idle
  // https://developer.apple.com/documentation/swiftui/scrollphase/tracking
  case tracking
  // https://developer.apple.com/documentation/swiftui/scrollphase/interacting
  case interacting
  // https://developer.apple.com/documentation/swiftui/scrollphase/decelerating
  case decelerating
  // https://developer.apple.com/documentation/swiftui/scrollphase/animating
  case animating
}

// https://developer.apple.com/documentation/swiftui/scrollposition
// `struct ScrollPosition`
@available(iOS 18.0, *)
public struct ScrollPosition {
  // https://developer.apple.com/documentation/swiftui/scrollposition/init(idtype:)
  // `init(idType: (some Hashable & Sendable).Type = Never.self)`
  public init(idType: (some Hashable & Sendable).Type = Never.self) {}
  // https://developer.apple.com/documentation/swiftui/scrollposition/scrollto(x:y:)
  // `mutating func scrollTo(x: CGFloat, y: CGFloat)`
  public mutating func scrollTo(x: CGFloat, y: CGFloat) {}
  // https://developer.apple.com/documentation/swiftui/scrollposition/ispositionedbyuser
  // `var isPositionedByUser: Bool { get set }`
  public var isPositionedByUser: Bool {
    get { typecheckOnly() }
    set {}
  }
}

// https://developer.apple.com/documentation/swiftui/contentmarginplacement
// `struct ContentMarginPlacement`
@available(iOS 17.0, *)
public struct ContentMarginPlacement {
  // https://developer.apple.com/documentation/swiftui/contentmarginplacement/automatic
  // `static var automatic: ContentMarginPlacement { get }`
  public static var automatic: ContentMarginPlacement { ContentMarginPlacement() }
  // https://developer.apple.com/documentation/swiftui/contentmarginplacement/scrollcontent
  // `static var scrollContent: ContentMarginPlacement { get }`
  public static var scrollContent: ContentMarginPlacement { ContentMarginPlacement() }
  // https://developer.apple.com/documentation/swiftui/contentmarginplacement/scrollindicators
  // `static var scrollIndicators: ContentMarginPlacement { get }`
  public static var scrollIndicators: ContentMarginPlacement { ContentMarginPlacement() }
}

// https://developer.apple.com/documentation/swiftui/scrolldismisseskeyboardmode
// `struct ScrollDismissesKeyboardMode`
@available(iOS 16.0, *)
public struct ScrollDismissesKeyboardMode {
  // https://developer.apple.com/documentation/swiftui/scrolldismisseskeyboardmode/interactively
  // `static var interactively: ScrollDismissesKeyboardMode { get }`
  public static var interactively: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode() }
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/scrolldismisseskeyboard(_:)
  // `nonisolated func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View`
  @available(iOS 16.0, *)
  nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode)
    -> some View
  { _StubView() }

  // https://developer.apple.com/documentation/swiftui/view/onscrollgeometrychange(for:of:action:)
  // `nonisolated func onScrollGeometryChange<T>(for type: T.Type, of transform: @escaping
  // (ScrollGeometry) -> T, action: @escaping (T, T) -> Void) -> some View where T : Equatable`
  @available(iOS 18.0, *)
  nonisolated public func onScrollGeometryChange<T>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (T, T) -> Void
  ) -> some View where T: Equatable { _StubView() }

  // https://developer.apple.com/documentation/swiftui/view/onscrollphasechange(_:)
  // `nonisolated func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void)
  // -> some View`
  @available(iOS 18.0, *)
  nonisolated public func onScrollPhaseChange(
    _ action: @escaping (ScrollPhase, ScrollPhase) -> Void
  ) -> some View { _StubView() }

  // https://developer.apple.com/documentation/swiftui/view/scrollposition(_:anchor:)
  // `nonisolated func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? =
  // nil) -> some View` (the ScrollPosition page links it; its own page is not in the corpus
  // searched, so the labels follow scrollPosition(id:anchor:)'s page)
  @available(iOS 18.0, *)
  nonisolated public func scrollPosition(
    _ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil
  ) -> some View { _StubView() }

  // https://developer.apple.com/documentation/swiftui/view/contentmargins(_:_:for:)-1lt8b
  // `nonisolated func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement:
  // ContentMarginPlacement = .automatic) -> some View`
  @available(iOS 17.0, *)
  nonisolated public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?,
    for placement: ContentMarginPlacement = .automatic
  ) -> some View { _StubView() }
}

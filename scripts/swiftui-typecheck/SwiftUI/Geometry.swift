// https://developer.apple.com/documentation/swiftui/edgeinsets
@available(iOS 13.0, *)
@frozen
public struct EdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  // https://developer.apple.com/documentation/swiftui/edgeinsets/init(top:leading:bottom:trailing:)
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  // https://developer.apple.com/documentation/swiftui/edgeinsets/init()
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

// https://developer.apple.com/documentation/swiftui/edge
@frozen
public enum Edge: Int8, CaseIterable, Sendable {
  case top, leading, bottom, trailing

  // https://developer.apple.com/documentation/swiftui/edge/set
  @frozen
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/swiftui/edge/set/top
    public static let top = Set(rawValue: 1)
    // https://developer.apple.com/documentation/swiftui/edge/set/bottom
    public static let bottom = Set(rawValue: 4)
    // https://developer.apple.com/documentation/swiftui/edge/set/horizontal
    public static let horizontal = Set(rawValue: 10)
    // https://developer.apple.com/documentation/swiftui/edge/set/all
    public static let all = Set(rawValue: 15)
  }
}

// https://developer.apple.com/documentation/swiftui/axis
@frozen
public enum Axis: Int8, CaseIterable, Sendable {
  case horizontal, vertical

  // https://developer.apple.com/documentation/swiftui/axis/set
  @frozen
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/swiftui/axis/set/vertical
    public static let vertical = Set(rawValue: 2)
  }
}

// https://developer.apple.com/documentation/swiftui/unitpoint
@frozen
public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
}

// https://developer.apple.com/documentation/swiftui/alignment
@frozen
public struct Alignment: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/alignment/center
  public static let center = Alignment()
}

// https://developer.apple.com/documentation/swiftui/horizontalalignment
@frozen
public struct HorizontalAlignment: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/horizontalalignment/center
  public static let center = HorizontalAlignment()
  // https://developer.apple.com/documentation/swiftui/horizontalalignment/leading
  public static let leading = HorizontalAlignment()
}

// https://developer.apple.com/documentation/swiftui/verticalalignment
@frozen
public struct VerticalAlignment: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/verticalalignment/center
  public static let center = VerticalAlignment()
}

// https://developer.apple.com/documentation/swiftui/geometryproxy
// `struct GeometryProxy`
@available(iOS 13.0, *)
public struct GeometryProxy {
  // https://developer.apple.com/documentation/swiftui/geometryproxy/frame(in:)
  // `func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect`
  @available(iOS 17.0, *)
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
    typecheckOnly()
  }
  // https://developer.apple.com/documentation/swiftui/geometryproxy/safeareainsets
  // `var safeAreaInsets: EdgeInsets { get }`
  public var safeAreaInsets: EdgeInsets { typecheckOnly() }
}

// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol
// `protocol CoordinateSpaceProtocol`
@available(iOS 17.0, *)
public protocol CoordinateSpaceProtocol {
  // https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/coordinatespace
  var coordinateSpace: CoordinateSpace { get }
}

// https://developer.apple.com/documentation/swiftui/coordinatespace
// `enum CoordinateSpace`
public enum CoordinateSpace {
  // https://developer.apple.com/documentation/swiftui/coordinatespace/global
  case global
  // https://developer.apple.com/documentation/swiftui/coordinatespace/local
  case local
  // https://developer.apple.com/documentation/swiftui/coordinatespace/named(_:)
  case named(AnyHashable)
}

// https://developer.apple.com/documentation/swiftui/namedcoordinatespace
// `struct NamedCoordinateSpace` (conforms to Equatable, CoordinateSpaceProtocol)
@available(iOS 17.0, *)
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
  public var coordinateSpace: CoordinateSpace { typecheckOnly() }
}

// https://developer.apple.com/documentation/swiftui/globalcoordinatespace
// `struct GlobalCoordinateSpace` (conforms to CoordinateSpaceProtocol)
@available(iOS 17.0, *)
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
  // https://developer.apple.com/documentation/swiftui/globalcoordinatespace/init()
  public init() {}
  public var coordinateSpace: CoordinateSpace { .global }
}

@available(iOS 17.0, *)
extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  // https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/named(_:)
  // `static func named(_ name: some Hashable) -> NamedCoordinateSpace`
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace { typecheckOnly() }
}

@available(iOS 17.0, *)
extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  // https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/global
  // `static var global: GlobalCoordinateSpace { get }`
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/ongeometrychange(for:of:action:)
  // `@export(implementation) @preconcurrency nonisolated func onGeometryChange<T>(for type: T.Type,
  // of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T) -> Void)
  // -> some View where T : Equatable, T : Sendable` (Linux: without `@export(implementation)`)
  @available(iOS 16.0, *)
  @preconcurrency nonisolated public func onGeometryChange<T>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
    action: @escaping (T) -> Void
  ) -> some View where T: Equatable, T: Sendable { _StubView() }

  // https://developer.apple.com/documentation/swiftui/view/coordinatespace(_:)
  // `nonisolated func coordinateSpace(_ name: NamedCoordinateSpace) -> some View` (the
  // NamedCoordinateSpace page: "Use the `coordinateSpace(_:)` modifier to assign a name")
  @available(iOS 17.0, *)
  nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
    _StubView()
  }

  // https://developer.apple.com/documentation/swiftui/view/offset(x:y:)
  // `nonisolated func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View`
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { _StubView() }

  // https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)
  // `nonisolated func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
  // -> some View`
  @available(iOS 14.0, *)
  nonisolated public func ignoresSafeArea(
    _ regions: SafeAreaRegions = .all, edges: Edge.Set = .all
  ) -> some View { _StubView() }

  // https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
  // `nonisolated func background<V>(alignment: Alignment = .center, @ContentBuilder content: () ->
  // V) -> some View where V : View` (Linux: `@ContentBuilder` written as `@ViewBuilder`)
  @available(iOS 15.0, *)
  nonisolated public func background<V>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View where V: View { _StubView() }

  // https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
  // `nonisolated func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View`
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)
    -> some View
  { _StubView() }

  // https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
  // `nonisolated func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment =
  // .center) -> some View`
  nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View { _StubView() }
}

// https://developer.apple.com/documentation/swiftui/safearearegions
// `@frozen struct SafeAreaRegions` (OptionSet)
@available(iOS 14.0, *)
@frozen
public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  // https://developer.apple.com/documentation/swiftui/safearearegions/container
  public static let container = SafeAreaRegions(rawValue: 1)
  // https://developer.apple.com/documentation/swiftui/safearearegions/keyboard
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  // https://developer.apple.com/documentation/swiftui/safearearegions/all
  public static let all = SafeAreaRegions(rawValue: 3)
}

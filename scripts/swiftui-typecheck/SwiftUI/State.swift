// https://developer.apple.com/documentation/swiftui/state
// `@frozen @propertyWrapper struct State<Value>`
@available(iOS 13.0, *)
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
  // https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
  public init(wrappedValue value: Value) {}
  // https://developer.apple.com/documentation/swiftui/state/wrappedvalue
  // `var wrappedValue: Value { get nonmutating set }`
  public var wrappedValue: Value {
    get { typecheckOnly() }
    nonmutating set {}
  }
  // https://developer.apple.com/documentation/swiftui/state/projectedvalue
  public var projectedValue: Binding<Value> { typecheckOnly() }
}

// https://developer.apple.com/documentation/swiftui/binding
// `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`
@available(iOS 13.0, *)
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  // https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
  // `var wrappedValue: Value { get nonmutating set }`
  public var wrappedValue: Value {
    get { typecheckOnly() }
    nonmutating set {}
  }
  // https://developer.apple.com/documentation/swiftui/binding/projectedvalue
  public var projectedValue: Binding<Value> { self }
  // https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:)
  // `init(projectedValue: Binding<Value>)`
  public init(projectedValue: Binding<Value>) {}
  // https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  { typecheckOnly() }
}

// https://developer.apple.com/documentation/swiftui/focusstate
// `@frozen @propertyWrapper struct FocusState<Value> where Value : Hashable`
@available(iOS 15.0, *)
@frozen @propertyWrapper
public struct FocusState<Value>: DynamicProperty where Value: Hashable {
  // https://developer.apple.com/documentation/swiftui/focusstate/init()-4v6rj
  // `init<T>() where Value == T?`
  public init<T>() where Value == T? {}
  // https://developer.apple.com/documentation/swiftui/focusstate/wrappedvalue
  // `var wrappedValue: Value { get nonmutating set }`
  public var wrappedValue: Value {
    get { typecheckOnly() }
    nonmutating set {}
  }
  // https://developer.apple.com/documentation/swiftui/focusstate/projectedvalue
  public var projectedValue: FocusState<Value>.Binding { typecheckOnly() }

  // https://developer.apple.com/documentation/swiftui/focusstate/binding
  // `@frozen @propertyWrapper struct Binding`
  @frozen @propertyWrapper
  public struct Binding {
    // https://developer.apple.com/documentation/swiftui/focusstate/binding/wrappedvalue
    // `var wrappedValue: Value { get nonmutating set }`
    public var wrappedValue: Value {
      get { typecheckOnly() }
      nonmutating set {}
    }
    // https://developer.apple.com/documentation/swiftui/focusstate/binding/projectedvalue
    public var projectedValue: FocusState<Value>.Binding { self }
    // Linux: a public initializer the compiler asks of a public property wrapper; the page lists
    // none (SwiftUI makes these bindings itself).
    public init(projectedValue: FocusState<Value>.Binding) {}
  }
}

// https://developer.apple.com/documentation/swiftui/environment
// `@frozen @propertyWrapper struct Environment<Value>`
@available(iOS 13.0, *)
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
  // https://developer.apple.com/documentation/swiftui/environment/init(_:)
  // `init(_ keyPath: KeyPath<EnvironmentValues, Value>)`
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  // https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
  public var wrappedValue: Value { typecheckOnly() }
}

// https://developer.apple.com/documentation/swiftui/environmentkey
// `protocol EnvironmentKey`
@available(iOS 13.0, *)
public protocol EnvironmentKey {
  // https://developer.apple.com/documentation/swiftui/environmentkey/value
  associatedtype Value
  // https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue
  // `static var defaultValue: Self.Value { get }`
  static var defaultValue: Self.Value { get }
}

// https://developer.apple.com/documentation/swiftui/environmentvalues
@available(iOS 13.0, *)
public struct EnvironmentValues {
  // https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)-1ejbn
  // `subscript<K>(key: K.Type) -> K.Value where K : EnvironmentKey { get set }`
  public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
    get { typecheckOnly() }
    set {}
  }
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
  // `nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
  // -> some View`
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some View { _StubView() }

  // https://developer.apple.com/documentation/swiftui/view/focused(_:equals:)
  // `nonisolated func focused<Value>(_ binding: FocusState<Value>.Binding, equals value: Value)
  // -> some View where Value : Hashable`
  @available(iOS 15.0, *)
  nonisolated public func focused<Value>(
    _ binding: FocusState<Value>.Binding, equals value: Value
  ) -> some View where Value: Hashable { _StubView() }

  // https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
  // `nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V)
  // -> Void) -> some View where V : Equatable`
  @available(iOS 17.0, *)
  nonisolated public func onChange<V>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> some View where V: Equatable { _StubView() }

  // https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
  // `nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View`
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    _StubView()
  }

  // https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
  // `nonisolated func onDisappear(perform action: (() -> Void)? = nil) -> some View`
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    _StubView()
  }
}

// https://developer.apple.com/documentation/swiftui/withanimation(_:_:)
// `func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result)
// rethrows -> Result`
@available(iOS 13.0, *)
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result { try body() }

// https://developer.apple.com/documentation/swiftui/animation
@available(iOS 13.0, *)
@frozen
public struct Animation: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/animation/default
  // `static let default: Animation`
  public static let `default` = Animation()
  // https://developer.apple.com/documentation/swiftui/animation/easeout(duration:)
  // `static func easeOut(duration: TimeInterval) -> Animation`
  public static func easeOut(duration: TimeInterval) -> Animation { Animation() }
}

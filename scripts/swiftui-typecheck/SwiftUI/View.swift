// https://developer.apple.com/documentation/swiftui/view
// `@MainActor @preconcurrency protocol View`
@available(iOS 13.0, *)
@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View
  // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
  @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError("SwiftUI stub: type-checking only") }
}

// https://developer.apple.com/documentation/swiftui/viewmodifier
// `@MainActor @preconcurrency protocol ViewModifier`
@available(iOS 13.0, *)
@MainActor @preconcurrency
public protocol ViewModifier {
  associatedtype Body: View
  // https://developer.apple.com/documentation/swiftui/viewmodifier/content
  typealias Content = _ViewModifier_Content<Self>
  // https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
  // Linux: `@ContentBuilder` written as `@ViewBuilder`.
  @ViewBuilder func body(content: Self.Content) -> Self.Body
}

// https://developer.apple.com/documentation/swiftui/viewmodifier/content (the type behind it)
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public var body: Never { fatalError("SwiftUI stub: type-checking only") }
}

// https://developer.apple.com/documentation/swiftui/modifiedcontent
@frozen
public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  // https://developer.apple.com/documentation/swiftui/modifiedcontent/modifier
  public var modifier: Modifier
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public var body: Never { fatalError("SwiftUI stub: type-checking only") }
}

// https://developer.apple.com/documentation/swiftui/viewbuilder
@available(iOS 13.0, *)
@resultBuilder
public struct ViewBuilder {
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
  public static func buildBlock() -> EmptyView { typecheckOnly() }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
    content
  }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-96wxr
  public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > where repeat each Content: View { typecheckOnly() }
}

// https://developer.apple.com/documentation/swiftui/emptyview
@frozen
public struct EmptyView: View {
  // https://developer.apple.com/documentation/swiftui/emptyview/init()
  nonisolated public init() {}
  public var body: Never { fatalError("SwiftUI stub: type-checking only") }
}

// https://developer.apple.com/documentation/swiftui/tupleview
@frozen
public struct TupleView<T>: View {
  public var body: Never { fatalError("SwiftUI stub: type-checking only") }
}

// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/modifier(_:)
  // `nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T>`
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    typecheckOnly()
  }
}

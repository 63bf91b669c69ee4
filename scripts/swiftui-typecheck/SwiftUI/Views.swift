// https://developer.apple.com/documentation/swiftui/scrollview
@available(iOS 13.0, *)
public struct ScrollView<Content>: View where Content: View {
  // https://developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:)
  // `init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () ->
  // Content)`
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { fatalError("SwiftUI stub: type-checking only") }
}

// https://developer.apple.com/documentation/swiftui/vstack
@available(iOS 13.0, *)
@frozen
public struct VStack<Content>: View where Content: View {
  // https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
  // `init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content:
  // () -> Content)`
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { fatalError("SwiftUI stub: type-checking only") }
}

// https://developer.apple.com/documentation/swiftui/hstack
@available(iOS 13.0, *)
@frozen
public struct HStack<Content>: View where Content: View {
  // https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
  // `init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content:
  // () -> Content)`
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { fatalError("SwiftUI stub: type-checking only") }
}

// https://developer.apple.com/documentation/swiftui/foreach
@available(iOS 13.0, *)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
}

extension ForEach: View where Content: View {
  // https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
  // `init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping
  // (Data.Element) -> Content)`
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {}
  public var body: Never { fatalError("SwiftUI stub: type-checking only") }
}

// https://developer.apple.com/documentation/swiftui/text
@available(iOS 13.0, *)
@frozen
public struct Text: View, Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
  // `init<S>(_ content: S) where S : StringProtocol`
  public init<S>(_ content: S) where S: StringProtocol {}
  public var body: Never { fatalError("SwiftUI stub: type-checking only") }
}

// https://developer.apple.com/documentation/swiftui/textfield
@available(iOS 13.0, *)
public struct TextField<Label>: View where Label: View {
  public var body: Never { fatalError("SwiftUI stub: type-checking only") }
}

extension TextField where Label == Text {
  // https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)-2laoi
  // `@export(implementation) nonisolated init<S>(_ title: S, text: Binding<String>) where S :
  // StringProtocol` (Linux: without `@export(implementation)`)
  nonisolated public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {}
}

// https://developer.apple.com/documentation/swiftui/texteditor
// `nonisolated struct TextEditor`
@available(iOS 14.0, *)
public struct TextEditor: View {
  // https://developer.apple.com/documentation/swiftui/texteditor/init(text:)
  // `nonisolated init(text: Binding<String>)`
  nonisolated public init(text: Binding<String>) {}
  public var body: Never { fatalError("SwiftUI stub: type-checking only") }
}

// https://developer.apple.com/documentation/swiftui/button
@available(iOS 13.0, *)
public struct Button<Label>: View where Label: View {
  public var body: Never { fatalError("SwiftUI stub: type-checking only") }
}

extension Button where Label == Text {
  // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
  // `nonisolated init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S :
  // StringProtocol`
  nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void)
  where S: StringProtocol {}
}

// https://developer.apple.com/documentation/swiftui/spacer
@available(iOS 13.0, *)
@frozen
public struct Spacer: View {
  // https://developer.apple.com/documentation/swiftui/spacer/init(minlength:)
  // `init(minLength: CGFloat? = nil)`
  public init(minLength: CGFloat? = nil) {}
  public var body: Never { fatalError("SwiftUI stub: type-checking only") }
}

// https://developer.apple.com/documentation/swiftui/uiviewrepresentable
// `@MainActor @preconcurrency protocol UIViewRepresentable : View where Self.Body == Never`
@available(iOS 13.0, *)
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Self.Body == Never {
  // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/uiviewtype
  associatedtype UIViewType: UIView
  // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/context
  typealias Context = UIViewRepresentableContext<Self>
  // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:)
  // `@MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType`
  func makeUIView(context: Self.Context) -> Self.UIViewType
  // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)
  // `@MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context:
  // Self.Context)`
  func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
}

extension UIViewRepresentable where Self.Body == Never {
  public var body: Never { fatalError("SwiftUI stub: type-checking only") }
}

// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext
@available(iOS 13.0, *)
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable> where Representable: UIViewRepresentable {
}

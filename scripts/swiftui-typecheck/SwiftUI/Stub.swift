// A stand-in for SwiftUI's documented interface, for type-checking the SwiftUI layer of
// KeyboardAvoidanceSwiftUI and Examples/SwiftUIApp on Linux (scripts/swiftui-typecheck.sh).
// Only the declarations they use are here, each written as its page on developer.apple.com shows
// it (names, labels, generics, `some View`, `nonisolated`, `@MainActor`, `@Sendable`), with the
// page's address above it. Bodies only satisfy the compiler: nothing here ever runs.
//
// Where Linux cannot say what the page says, the stub says the closest thing and the comment
// marks it "Linux:" — `@export(implementation)`, which this toolchain does not take, and the
// result builders SwiftUI's newest pages name (`@ContentBuilder`), written here as `@ViewBuilder`.

@_exported import Foundation
@_exported import UIKit

/// The body of every stub member: type-checking only.
@usableFromInline
func typecheckOnly<T>() -> T {
  fatalError("SwiftUI stub: type-checking only")
}

/// The one concrete view every `some View` of the stub returns (not part of SwiftUI).
public struct _StubView: View {
  public var body: Never { fatalError("SwiftUI stub: type-checking only") }
}

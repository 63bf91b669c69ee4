// A stand-in for UIKit's declared Swift interface, for type-checking the adapter and the sample
// app on Linux (scripts/uikit-typecheck.sh). Only the declarations they use are here, each written
// as UIKit's published Swift interface declares it (names, argument labels, types, optionality,
// `open`/`class`, `@MainActor`, availability), with the header it comes from. Bodies only
// satisfy the compiler: nothing here ever runs.
//
// Where Linux cannot say what Apple's interface says, the stub says the closest thing and the
// comment marks it "Linux:" — Objective-C `optional` protocol requirements, and initializers that
// Objective-C inherits from NSObject.

@_exported import Foundation

/// The body of every stub member: type-checking only.
@usableFromInline
func typecheckOnly<T>() -> T {
  fatalError("UIKit stub: type-checking only")
}

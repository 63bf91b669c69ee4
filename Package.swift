// swift-tools-version: 6.2
import PackageDescription

let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]
// Floating-point rounding (`rounded()`) calls the C math library, which executables that do not
// import Foundation do not link by themselves.
let math: [LinkerSetting] = [.linkedLibrary("m", .when(platforms: [.linux]))]

let package = Package(
  name: "KeyboardAvoidance",
  products: [
    .library(name: "KeyboardAvoidance", targets: ["KeyboardAvoidance"]),
    .library(name: "KeyboardScript", targets: ["KeyboardScript"]),
    .executable(name: "kbreplay", targets: ["kbreplay"]),
    .executable(name: "kbbench", targets: ["kbbench"]),
  ],
  targets: [
    .target(name: "KeyboardAvoidance", swiftSettings: strict, linkerSettings: math),
    .target(
      name: "KeyboardScript", dependencies: ["KeyboardAvoidance"], swiftSettings: strict,
      linkerSettings: math),
    .executableTarget(name: "kbreplay", dependencies: ["KeyboardScript"], swiftSettings: strict),
    .executableTarget(
      name: "kbbench", dependencies: ["KeyboardScript", "KeyboardAvoidance"],
      swiftSettings: strict),
    .executableTarget(name: "FuzzTarget", dependencies: ["KeyboardScript"], swiftSettings: strict),
    .executableTarget(
      name: "LoginForm", dependencies: ["KeyboardAvoidance"], path: "Playgrounds/LoginForm",
      swiftSettings: strict),
    .testTarget(
      name: "KeyboardAvoidanceTests", dependencies: ["KeyboardAvoidance"], swiftSettings: strict),
    .testTarget(
      name: "KeyboardScriptTests", dependencies: ["KeyboardScript", "KeyboardAvoidance"],
      exclude: ["Fixtures"], swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)

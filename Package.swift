// swift-tools-version: 6.0
import PackageDescription

// Floating-point rounding (`rounded()`) calls the C math library, which executables that do not
// import Foundation do not link by themselves.
let math: [LinkerSetting] = [.linkedLibrary("m", .when(platforms: [.linux]))]

let package = Package(
  name: "KeyboardAvoidance",
  // Mac Catalyst follows iOS. scripts/check-availability.sh checks Sources/ against these floors.
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "KeyboardAvoidance", targets: ["KeyboardAvoidance"]),
    .library(name: "KeyboardRecording", targets: ["KeyboardRecording"]),
    .library(name: "KeyboardScript", targets: ["KeyboardScript"]),
    .library(name: "KeyboardScriptTools", targets: ["KeyboardScriptTools"]),
    .library(name: "KeyboardAvoidanceTesting", targets: ["KeyboardAvoidanceTesting"]),
    .library(name: "KeyboardAvoidanceUIKit", targets: ["KeyboardAvoidanceUIKit"]),
    .library(name: "KeyboardAvoidanceSwiftUI", targets: ["KeyboardAvoidanceSwiftUI"]),
    .executable(name: "kbreplay", targets: ["kbreplay"]),
    .executable(name: "kbbench", targets: ["kbbench"]),
  ],
  targets: [
    .target(name: "KeyboardAvoidance", dependencies: ["UTF16Scanning"], linkerSettings: math),
    // The UTF-8/UTF-16 scanning that selection mapping needs: internal to the package (not a
    // product), and the model's only unsafe code.
    .target(name: "UTF16Scanning"),
    // The strict JSON reader: internal to the package (not a product), and all its unsafe code.
    .target(name: "StrictJSON"),
    // The system calls on files that kbreplay and the recorder's file make: internal to the
    // package (not a product), and all their unsafe code.
    .target(name: "FileDescriptors"),
    // The C library's search for a byte in memory (`memchr`), with which the importer of
    // printouts finds line ends: internal to the package (not a product), and its unsafe code.
    .target(name: "ByteSearch"),
    // The seeded generator the benchmarks and tests share (internal, not a product).
    .target(name: "SeededRandom"),
    // What an app that records its sessions links: the script model, the format's writer and the
    // recorder, without the JSON reader, the decoder, the runner or the traces.
    .target(
      name: "KeyboardRecording", dependencies: ["KeyboardAvoidance", "FileDescriptors"],
      linkerSettings: math),
    .target(
      name: "KeyboardScript",
      dependencies: ["KeyboardRecording", "KeyboardAvoidance", "StrictJSON", "FileDescriptors"],
      linkerSettings: math),
    .target(
      name: "KeyboardAvoidanceTesting", dependencies: ["KeyboardAvoidance", "KeyboardScript"]),
    // What kbreplay and the tests use beside the format: the HTML replay, the importer of
    // debugger printouts and the commands. An app that replays links KeyboardScript alone; one
    // that only records, KeyboardRecording.
    .target(
      name: "KeyboardScriptTools",
      dependencies: [
        "KeyboardScript", "KeyboardAvoidance", "StrictJSON", "FileDescriptors", "ByteSearch",
      ],
      linkerSettings: math),
    // The UIKit adapter: a platform-free host core (Core/, built and tested everywhere) and the
    // UIKit layer (UIKit/, compiled only where UIKit exists; scripts/uikit-typecheck.sh checks it
    // on Linux against a stub of UIKit's declared interface).
    .target(
      name: "KeyboardAvoidanceUIKit", dependencies: ["KeyboardAvoidance", "KeyboardScript"]),
    // A simulation of UIKit's documented geometry and notifications that drives the host core
    // (internal, not a product): the differential tests and kbbench share it.
    .target(
      name: "UIKitSimulation",
      dependencies: ["KeyboardAvoidanceUIKit", "KeyboardAvoidance", "KeyboardScript"]),
    // The SwiftUI adapter: a platform-free host core built from what modifiers report (Core/,
    // built and tested everywhere) and the SwiftUI layer (SwiftUI/, compiled only where SwiftUI
    // runs on iOS; scripts/swiftui-typecheck.sh checks it on Linux against a stub of SwiftUI's
    // documented interface).
    .target(name: "KeyboardAvoidanceSwiftUI", dependencies: ["KeyboardAvoidance"]),
    .executableTarget(
      name: "kbreplay", dependencies: ["KeyboardScriptTools", "KeyboardScript", "FileDescriptors"]),
    .executableTarget(
      name: "kbbench",
      dependencies: [
        "KeyboardScript", "KeyboardAvoidance", "SeededRandom", "UIKitSimulation",
        "KeyboardAvoidanceSwiftUI",
      ]),
    .executableTarget(
      name: "FuzzTarget", dependencies: ["KeyboardScriptTools", "KeyboardScript", "ByteSearch"]),
    .executableTarget(
      name: "LoginForm", dependencies: ["KeyboardAvoidance"], path: "Playgrounds/LoginForm"),
    .executableTarget(
      name: "ChatHistory", dependencies: ["KeyboardAvoidance"], path: "Playgrounds/ChatHistory"),
    .executableTarget(
      name: "EditorRestoration", dependencies: ["KeyboardAvoidance"],
      path: "Playgrounds/EditorRestoration"),
    .testTarget(
      name: "KeyboardAvoidanceTests",
      dependencies: ["KeyboardAvoidance", "UTF16Scanning", "SeededRandom"]),
    .testTarget(name: "StrictJSONTests", dependencies: ["StrictJSON", "SeededRandom"]),
    .testTarget(name: "ByteSearchTests", dependencies: ["ByteSearch"]),
    .testTarget(
      name: "KeyboardScriptTests",
      dependencies: ["KeyboardScript", "KeyboardScriptTools", "KeyboardAvoidance", "SeededRandom"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "KeyboardAvoidanceTestingTests",
      dependencies: [
        "KeyboardAvoidanceTesting", "KeyboardAvoidance", "KeyboardScript", "KeyboardScriptTools",
      ],
      exclude: ["Traces"]),
    .testTarget(
      name: "KeyboardAvoidanceUIKitTests",
      dependencies: [
        "KeyboardAvoidanceUIKit", "KeyboardAvoidance", "KeyboardScript", "UIKitSimulation",
      ]),
    .testTarget(
      name: "KeyboardAvoidanceSwiftUITests",
      dependencies: ["KeyboardAvoidanceSwiftUI", "KeyboardAvoidance", "KeyboardScript"]),
  ],
  swiftLanguageModes: [.v6]
)

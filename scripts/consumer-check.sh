#!/usr/bin/env bash
# Builds and runs an app-like package that depends on this one the way a user's package does:
# by URL and version. The package's current files (committed or not, as `git ls-files` sees
# them) are copied to a scratch git repository tagged 1.0.0, and a consumer package that declares
# the same platforms, imports KeyboardAvoidance, KeyboardScript and KeyboardScriptTools and
# depends on it with `.package(url: "file://…", from: "1.0.0")` replays Examples/login-form.json
# through the public API, and imports a printout fixture with PrintoutImporter as a test would.
# A second consumer uses only the recorder, as an app that records its sessions does: it depends
# on the KeyboardAvoidance and KeyboardRecording products (not KeyboardScript), records to a file
# and decodes nothing; the first consumer replays that recording. The recorder-only consumer's
# release build is measured: the modules the linker is given, how many symbols of each the
# binary keeps, and its size. Exits 0 when both consumers build, every expectation of the script
# holds, the printouts import, the recording replays and the recorder-only consumer links
# neither StrictJSON nor KeyboardScript.
#
#   scripts/consumer-check.sh
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The tagged release: the working tree's tracked and untracked-but-not-ignored files.
mkdir "$work/KeyboardAvoidance"
(cd "$root" && git ls-files -z --cached --others --exclude-standard |
  xargs -0 -I{} sh -c 'test -e "{}" && printf "%s\0" "{}"' |
  tar --null -T - -cf -) | tar -xf - -C "$work/KeyboardAvoidance"
git -C "$work/KeyboardAvoidance" init -q
git -C "$work/KeyboardAvoidance" add -A
git -C "$work/KeyboardAvoidance" -c user.name=consumer-check -c user.email=consumer-check@localhost \
  commit -qm "release"
git -C "$work/KeyboardAvoidance" tag 1.0.0

mkdir -p "$work/Consumer/Sources/Consumer"
cat > "$work/Consumer/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Consumer",
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  dependencies: [
    .package(url: "file://$work/KeyboardAvoidance", from: "1.0.0")
  ],
  targets: [
    .executableTarget(
      name: "Consumer",
      dependencies: [
        .product(name: "KeyboardAvoidance", package: "KeyboardAvoidance"),
        .product(name: "KeyboardScript", package: "KeyboardAvoidance"),
        .product(name: "KeyboardScriptTools", package: "KeyboardAvoidance"),
      ])
  ],
  swiftLanguageModes: [.v6]
)
MANIFEST

cat > "$work/Consumer/Sources/Consumer/main.swift" <<'SWIFT'
import Foundation
import KeyboardAvoidance
import KeyboardScript
import KeyboardScriptTools

// `Consumer --recording PATH`: replays a recording the recorder-only consumer wrote.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--recording" {
  let path = CommandLine.arguments[2]
  guard let data = FileManager.default.contents(atPath: path),
    let script = try? Script(decodingRecording: Array(data), fileName: "session.jsonl")
  else {
    print("consumer: cannot read the recording \(path)")
    exit(2)
  }
  let run = ScriptRunner.run(script)
  print("consumer: the recording replays \(script.events.count) events, \(run.effectCount) effects")
  exit(script.events.count == 2 && run.effectCount == 1 ? 0 : 1)
}

// `Consumer --import HIERARCHY KEYBOARD`: imports printouts with the public importer, as a test.
if CommandLine.arguments.count == 4, CommandLine.arguments[1] == "--import" {
  let files = CommandLine.arguments.dropFirst(2).map { path in
    PrintoutImporter.PrintoutFile(
      name: URL(fileURLWithPath: path).lastPathComponent,
      bytes: Array(FileManager.default.contents(atPath: path) ?? Data()))
  }
  switch PrintoutImporter.importScript(hierarchy: files[0], keyboards: [files[1]]) {
  case .failure(let failure):
    print(failure, terminator: "")
    exit(1)
  case .success(let imported):
    let run = ScriptRunner.run(imported.script)
    print(
      "consumer: imported \(imported.screen.count) views and \(imported.script.events.count)",
      "events with \(imported.warnings.count) warnings; \(run.outcomes.count) events replayed")
    exit(imported.script.events.count == 2 && run.outcomes.count == 2 ? 0 : 1)
  }
}

// Replays a script the way an app's test target would, with the public API only.
let path = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "login-form.json"
guard let data = FileManager.default.contents(atPath: path) else {
  print("consumer: cannot read \(path)")
  exit(2)
}
let script: Script
do {
  script = try Script(decoding: Array(data), fileName: URL(fileURLWithPath: path).lastPathComponent)
} catch {
  print("consumer: \(error.description)")
  exit(2)
}
let run = ScriptRunner.run(script)
print(TextTrace.render(script, run, quiet: true), terminator: "")

// The model on its own: the script's screen, a fresh engine, the first event handled again.
let tree: ViewTree = script.tree
var engine = AvoidanceEngine(tree: tree, settings: script.settings)
var firstEffects: [AvoidanceEffect] = []
if case .engine(let event)? = script.events.first {
  firstEffects = engine.handle(event)
}
print(
  "consumer: \(tree.count) views, \(script.events.count) events, \(run.effectCount) effects,",
  "\(run.expectationCount) expectations, \(run.failedExpectations) failed;",
  "first event alone: \(firstEffects.count) effects")
exit(run.failedExpectations == 0 && run.expectationCount > 0 ? 0 : 1)
SWIFT

cd "$work/Consumer"
if ! swift build >"$work/build.log" 2>&1; then
  cat "$work/build.log"
  echo "error: the consumer package did not build" >&2
  exit 1
fi
resolved=$(sed -n 's/.*"version" *: *"\([^"]*\)".*/\1/p' Package.resolved | head -1)
echo "consumer-check: built against KeyboardAvoidance $resolved, resolved from file://$work/KeyboardAvoidance"
consumer="$(swift build --show-bin-path)/Consumer"
"$consumer" "$root/Examples/login-form.json"
fixtures="$root/Tests/KeyboardScriptTests/Fixtures/import"
"$consumer" --import "$fixtures/ios18-login-form.txt" \
  "$fixtures/keyboard-swift-print-notification.txt"

# The recorder-only consumer: an app that records its keyboard sessions, in a release build.
mkdir -p "$work/Recorder/Sources/Recorder"
cat > "$work/Recorder/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Recorder",
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  dependencies: [
    .package(url: "file://$work/KeyboardAvoidance", from: "1.0.0")
  ],
  targets: [
    .executableTarget(
      name: "Recorder",
      dependencies: [
        .product(name: "KeyboardAvoidance", package: "KeyboardAvoidance"),
        .product(name: "KeyboardRecording", package: "KeyboardAvoidance"),
      ])
  ],
  swiftLanguageModes: [.v6]
)
MANIFEST

cat > "$work/Recorder/Sources/Recorder/main.swift" <<'SWIFT'
import KeyboardAvoidance
import KeyboardRecording

// Records a session beside the engine to a file, as an app's host does; decodes nothing (the
// first consumer replays the file).
var tree = ViewTree(
  windowSize: Size(width: 390, height: 844),
  root: ViewNode(id: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844)))
try tree.insert(
  ViewNode(id: "email", kind: .textField, frame: Rect(x: 20, y: 700, width: 350, height: 44)),
  under: "root")
let recorder = try ScriptRecorder(tree: tree, path: CommandLine.arguments[1])
var engine = AvoidanceEngine(tree: tree)
let keyboard = KeyboardNotification(
  .keyboardWillShow, frame: Rect(x: 0, y: 508, width: 390, height: 336))
for event in [AvoidanceEvent.focus("email"), .keyboard(keyboard)] {
  recorder.record(event)
  _ = engine.handle(event)
}
try recorder.close()
print("recorder: \(recorder.eventCount) events recorded, root shift \(engine.rootShift)")
if engine.rootShift != 246 || recorder.eventCount != 2 { fatalError("the session did not record") }
SWIFT

cd "$work/Recorder"
if ! swift build -c release >"$work/recorder-build.log" 2>&1; then
  cat "$work/recorder-build.log"
  echo "error: the recorder-only consumer did not build" >&2
  exit 1
fi
bin="$(swift build -c release --show-bin-path)"
binary="$bin/Recorder"
"$binary" "$work/session.jsonl"
"$consumer" --recording "$work/session.jsonl"
# The modules whose object files the linker was given: each `NAME.build/` folder of the link
# file list, the consumer's own left out.
linked=$(sed -n 's|.*/\([^/]*\)\.build/[^/]*\.o$|\1|p' "$bin/Recorder.product/Objects.LinkFileList" |
  grep -vx Recorder | sort -u | tr '\n' ' ')
echo "consumer-check: the recorder-only consumer links ${linked% }"
for module in StrictJSON KeyboardScript; do
  if printf '%s\n' $linked | grep -qx "$module"; then
    echo "error: the recorder-only consumer links $module" >&2
    exit 1
  fi
done
# How many symbols of each module the binary keeps after the linker drops what is unused: a
# Swift symbol's mangled name starts with `$s`, the module name's length and the module name.
kept=""
for module in $linked; do
  count=$(nm "$binary" | awk '{print $NF}' | grep -c "^\$s${#module}${module}" || true)
  kept="$kept $module $count,"
done
echo "consumer-check: symbols the binary keeps per module:${kept%,}"
size=$(wc -c < "$binary")
echo "consumer-check: the recorder-only consumer's release binary is $size bytes"

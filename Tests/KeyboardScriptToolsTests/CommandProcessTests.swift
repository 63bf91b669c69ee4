import Foundation
import Testing

/// The built `kbreplay` run as a process, as a user runs it: exit statuses and messages for
/// output that cannot be written, options where values go, unknown extensions, each command's
/// usage line, numbers beyond a `Double`, and the one error style.
@Suite("kbreplay as a process")
struct CommandProcessTests {
  /// The `kbreplay` built beside the tests (`swift build --build-tests` and `swift test` build
  /// it), or `nil` when there is none.
  static let binary: URL? = {
    let tests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    var candidates = [tests.appendingPathComponent("kbreplay")]
    // On macOS the tests are a bundle that xctest loads: the binary is beside the bundle.
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      candidates.append(
        bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("kbreplay"))
    }
    candidates.append(packageRoot.appendingPathComponent(".build/debug/kbreplay"))
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Whether the system has `/dev/full`, a device whose every write fails with `ENOSPC`.
  static let hasFullDevice = FileManager.default.fileExists(atPath: "/dev/full")

  /// What a run of the process left.
  struct Result {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  /// A folder of its own with a good script, a script with `1e400` and `1e300`, and a small
  /// printout, where the process runs.
  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbreplay-process-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: packageRoot.appendingPathComponent("Examples/login-form.json"),
      to: folder.appendingPathComponent("login.json"))
    for (name, number) in [("huge.json", "1e400"), ("large.json", "1e300")] {
      let script = """
        {"window": {"size": [390, 844]},
         "root": {"id": "root", "frame": [0, 0, 390, 844], "children": [
          {"id": "f", "kind": "textField", "frame": [20, \(number), 350, 44]}]},
         "events": []}
        """
      try script.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let printout = """
      <UIView: 0x1; frame = (0 0; 390 844); layer = <CALayer: 0x2>>
         | <UITextField: 0x5; frame = (20 600; 350 44); text = ''; layer = <CALayer: 0x6>>
      Loading…

      """
    try printout.write(
      to: folder.appendingPathComponent("view.txt"), atomically: true, encoding: .utf8)
    return folder
  }

  /// Runs `kbreplay arguments` in `folder`, its standard output to `/dev/full` if
  /// `outputToFullDevice`.
  static func run(
    _ arguments: [String], in folder: URL, outputToFullDevice: Bool = false
  ) throws -> Result {
    let binary = try #require(binary, "kbreplay is not built beside the tests")
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let output = Pipe()
    let error = Pipe()
    if outputToFullDevice {
      process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
    } else {
      process.standardOutput = output
    }
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    let outputData = outputToFullDevice ? Data() : output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData, as: UTF8.self))
  }

  // MARK: Write and close errors

  @Test(
    "A trace, page or script that cannot be written is exit 2 naming where",
    .enabled(if: hasFullDevice, "needs /dev/full"),
    arguments: [
      (["run", "login.json"], "standard output"),
      (["--format", "json", "login.json"], "standard output"),
      (["check", "login.json"], "standard output"),
      (["render", "login.json"], "standard output"),
      (["render", "login.json", "-o", "/dev/full"], "/dev/full"),
      (["render", "--explain", "login.json", "--output=/dev/full"], "/dev/full"),
      (["convert", "login.json", "-"], "standard output"),
      (["import", "view.txt", "--lenient", "-o", "/dev/full"], "/dev/full"),
      (["--help"], "standard output"),
    ])
  func writeErrors(_ arguments: [String], _ place: String) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Self.run(
      arguments, in: folder, outputToFullDevice: place == "standard output")
    #expect(result.status == 2)
    #expect(result.standardError.hasSuffix("kbreplay: error: \(place): No space left on device\n"))
  }

  @Test("A file that cannot be created is exit 2 with the system's reason")
  func uncreatableFile() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Self.run(["render", "login.json", "-o", "missing/page.html"], in: folder)
    #expect(result.status == 2)
    #expect(result.standardOutput == "")
    #expect(
      result.standardError == "kbreplay: error: missing/page.html: No such file or directory\n")
  }

  @Test("A written page and a converted recording are whole, with exit 0")
  func writtenFiles() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = try Self.run(["render", "login.json", "-o", "page.html"], in: folder)
    #expect(page.status == 0)
    #expect(page.standardError == "")
    let html = try String(contentsOf: folder.appendingPathComponent("page.html"), encoding: .utf8)
    #expect(html.hasPrefix("<!DOCTYPE html>") && html.hasSuffix("</html>\n"))
    let converted = try Self.run(["convert", "login.json", "login.jsonl"], in: folder)
    #expect(converted.status == 0)
    let replayed = try Self.run(["--quiet", "login.jsonl"], in: folder)
    let original = try Self.run(["--quiet", "login.json"], in: folder)
    #expect(replayed.status == 0)
    #expect(replayed.standardOutput == original.standardOutput)
  }

  // MARK: Command lines

  /// The three lines of a usage error for `usage`: the help named is the command's own when
  /// its word is in the usage line (`kbreplay render …`), the whole help for `[run]`.
  static func usageError(_ message: String, _ usage: String) -> String {
    let word = usage.split(separator: " ")[1]
    let help = word.hasPrefix("[") ? "kbreplay --help" : "kbreplay \(word) --help"
    return "kbreplay: error: \(message)\nUsage: \(usage)\nSee '\(help)'.\n"
  }

  @Test(
    "Each command's usage error prints its own usage line",
    arguments: [
      (
        ["convert", "login.json"], "'convert' takes exactly IN and OUT",
        "kbreplay convert IN OUT"
      ),
      (
        ["convert", "login.json", "login.txt"],
        "cannot tell what to convert to: 'login.txt' ends in neither .json (a script) nor "
          + ".jsonl (a recording)",
        "kbreplay convert IN OUT"
      ),
      (
        ["render", "login.json", "-o", "--quiet"],
        "missing path for '-o'; '--quiet' is an option (write -o=--quiet for a value like it)",
        "kbreplay render [--explain] FILE [-o OUT.html]"
      ),
      (
        ["render"], "missing FILE (a script path, or - for standard input)",
        "kbreplay render [--explain] FILE [-o OUT.html]"
      ),
      (
        ["check", "--quiet", "login.json"], "option '--quiet' is only for 'run'",
        "kbreplay check FILE..."
      ),
      (
        ["--fromat", "json", "login.json"], "unknown option '--fromat'; did you mean '--format'?",
        "kbreplay [run] [--format text|json] [--quiet] [--explain] FILE..."
      ),
      (
        ["rendr", "login.json"], "unknown command 'rendr'; did you mean 'render'?",
        "kbreplay render [--explain] FILE [-o OUT.html]"
      ),
      (
        ["chek", "login.json"], "unknown command 'chek'; did you mean 'check'?",
        "kbreplay check FILE..."
      ),
      (
        ["import", "view.txt", "-o", "--lenient"],
        "missing path for '-o'; '--lenient' is an option (write -o=--lenient for a value like it)",
        "kbreplay import HIERARCHY.txt [KEYBOARD.txt...] [-o OUT.json] [--lenient] "
          + "[--safe-area top,left,bottom,right]"
      ),
    ])
  func usageErrors(_ arguments: [String], _ message: String, _ usage: String) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Self.run(arguments, in: folder)
    #expect(result.status == 2)
    #expect(result.standardOutput == "")
    #expect(result.standardError == Self.usageError(message, usage))
    // Nothing was written: no file named after the option, no converted file.
    let written = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(written == ["huge.json", "large.json", "login.json", "view.txt"])
  }

  @Test("--help lists every command's usage line, as its usage errors print it")
  func helpListsTheUsageLines() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let help = try Self.run(["--help"], in: folder)
    #expect(help.status == 0)
    for command in [["login.json", "-x"], ["check", "-x"], ["render", "-x"], ["convert", "-x"]]
      + [["import", "-x"]]
    {
      let error = try Self.run(command, in: folder)
      let usage = try #require(
        error.standardError.split(separator: "\n").first { $0.hasPrefix("Usage: ") })
      #expect(help.standardOutput.contains(usage.dropFirst("Usage: ".count) + "\n"))
    }
  }

  // MARK: Numbers and the error style

  @Test("1e400 is reported as 1e300 is: the JSON path and the range")
  func numberBeyondDouble() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let huge = try Self.run(["huge.json"], in: folder)
    let large = try Self.run(["check", "large.json"], in: folder)
    let expected = "root.children[0].frame[1]: expected a number between -10000000 and 10000000"
    #expect(huge.status == 2)
    #expect(
      huge.standardError == "huge.json:3:50: error: \(expected), found a number beyond 1.8e308\n")
    #expect(large.status == 2)
    #expect(large.standardError == "large.json:3:50: error: \(expected), found 1e+300\n")
  }

  @Test(
    "Every command reports errors in one style",
    arguments: [
      (["gone.json"], "kbreplay: error: gone.json: No such file or directory\n"),
      (["check", "gone.json"], "kbreplay: error: gone.json: No such file or directory\n"),
      (["render", "gone.json"], "kbreplay: error: gone.json: No such file or directory\n"),
      (
        ["convert", "gone.json", "a.jsonl"],
        "kbreplay: error: gone.json: No such file or directory\n"
      ),
      (["import", "gone.txt"], "kbreplay: error: gone.txt: No such file or directory\n"),
      (
        ["render", "large.json"],
        "large.json:3:50: error: root.children[0].frame[1]: expected a number between "
          + "-10000000 and 10000000, found 1e+300\n"
      ),
      (
        ["import", "view.txt"],
        "view.txt:3:1: error: expected a view (<Class: 0x…; frame = …>), a layer (<Class: 0x…> "
          + "(layer)) or a blank line; found \"Loading…\"\n"
      ),
    ])
  func errorStyle(_ arguments: [String], _ expected: String) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Self.run(arguments, in: folder)
    #expect(result.status == 2)
    #expect(result.standardOutput == "")
    #expect(result.standardError == expected)
  }
}

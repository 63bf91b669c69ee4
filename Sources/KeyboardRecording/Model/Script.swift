import KeyboardAvoidance

/// A decoded, validated event script: a screen, settings, and the events to replay.
///
/// The format is described in KeyboardScript's article "The script format". Decode one with
/// KeyboardScript's `Script(decoding:fileName:)` and replay it with its `ScriptRunner`; record
/// one as an app runs with ``ScriptRecorder``.
public struct Script: Hashable, Sendable {
  /// The script's optional name.
  public var name: String?
  /// The name the script's errors and failures are reported under.
  public var fileName: String
  /// The global settings the script starts with.
  public var settings: AvoidanceSettings
  /// The screen the script starts with.
  public var tree: ViewTree
  /// The events, in order.
  public var events: [ScriptEvent]
  /// The UTF-8 text the script was decoded from, empty for a script built in Swift: failed
  /// expectations are located in it. Where a script came from is not what it says, so equality
  /// and hashing ignore it.
  package var source: [UInt8] = []

  /// Creates a script from its parts.
  public init(
    name: String? = nil, fileName: String, settings: AvoidanceSettings = AvoidanceSettings(),
    tree: ViewTree, events: [ScriptEvent]
  ) {
    self.name = name
    self.fileName = fileName
    self.settings = settings
    self.tree = tree
    self.events = events
  }
}

extension Script {
  /// Whether two scripts say the same: name, file name, settings, screen and events (the
  /// text they were decoded from is not compared).
  public static func == (lhs: Script, rhs: Script) -> Bool {
    lhs.name == rhs.name && lhs.fileName == rhs.fileName && lhs.settings == rhs.settings
      && lhs.tree == rhs.tree && lhs.events == rhs.events
  }

  /// Hashes what ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(fileName)
    hasher.combine(settings)
    hasher.combine(tree)
    hasher.combine(events)
  }
}

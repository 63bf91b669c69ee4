import KeyboardAvoidance
import StrictJSON

extension Script {
  /// The script written back in the script format, so that decoding the text gives an equal
  /// script (with the file name the decoder is given).
  ///
  /// The text has one view and one event per line, nested views indented under their parent,
  /// and only the keys that differ from their defaults, which makes it short enough to paste
  /// into a bug report or a regression test:
  ///
  /// ```swift
  /// let script = try Script(decoding: bytes, fileName: "login.json")
  /// print(script.jsonText())
  /// // {
  /// //   "name": "Login form",
  /// //   "window": {"size": [390, 844]},
  /// //   "settings": {"keyboardDistance": 10, "restorePolicy": "unlessUserScrolled"},
  /// //   "root": {"id": "root", "frame": [0, 0, 390, 844], "children": [
  /// //     {"id": "email", "kind": "textField", "frame": [20, 600, 350, 44]}
  /// //   ]},
  /// //   "events": [
  /// //     {"type": "focus", "view": "email"}
  /// //   ]
  /// // }
  /// ```
  ///
  /// Numbers are written in their shortest form that reads back exactly (integers without a
  /// fraction, `-0` with its sign). A property a view's kind does not have (the format's table
  /// of views), the tree's root shift and an event's script `type` are not written: the text
  /// holds what the format can say, and an event's `type` is derived from the event itself.
  /// Views that events bring in (`cells`, a pushed `screen`) are written on their event's line.
  /// A `relaunch` archive is written as compact JSON (as decoding keeps it); one that is not JSON
  /// text, or is a JSON string, is written as a JSON string holding its text, which decoding
  /// reads back as the same text.
  ///
  /// - Complexity: O(*n* + *e*) in the number of views and events.
  public func jsonText() -> String {
    jsonText(omitting: [])
  }

  /// ``jsonText()`` with some keys of some events left out, for events whose values were not
  /// known (an imported notification without a duration): `omitted[i]` is a mask of
  /// ``ScriptKey`` bits (``ScriptKey/bit``) not to write for event `i`; events past its end
  /// are written whole.
  package func jsonText(omitting omitted: [UInt64]) -> String {
    jsonText(omitting: omitted, archives: archiveEncoding)
  }

  /// The script written as a recording (<doc:RecordingABugReport>): a header line with the
  /// screen and settings, then one line per event, each as ``jsonText()`` writes it.
  ///
  /// Decoding the text with ``init(decodingRecording:fileName:)`` gives an equal script, as
  /// decoding ``jsonText()`` does.
  ///
  /// - Complexity: O(*n* + *e*) in the number of views and events.
  public func recordingText() -> String {
    recordingText(archives: archiveEncoding)
  }

  /// How the script's `relaunch` archives are written: each one that is JSON text, fits in a
  /// script's nesting (the event and the `events` array take three levels) and is not a string,
  /// as its compact JSON; the others as JSON strings holding their text.
  var archiveEncoding: ArchiveEncoding {
    var texts: [String: String] = [:]
    for case .relaunch(let archive?) in events where texts[archive] == nil {
      let depth = ScriptLimits.maximumDepth - 3
      guard let document = try? JSONDocument(bytes: Array(archive.utf8), maximumDepth: depth),
        document.kind(document.root) != .string
      else { continue }
      texts[archive] = document.compactText(of: document.root)
    }
    return .compactJSON(texts)
  }
}

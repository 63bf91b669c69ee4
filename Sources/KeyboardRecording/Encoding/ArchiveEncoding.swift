/// How the script format's writer writes a `relaunch` event's archive (the article "Recording a
/// bug report").
///
/// An archive is text that is meant to be JSON. A recording cannot tell whether it is: the
/// recorder has no JSON reader, so it writes every archive as a JSON string holding its text,
/// which the decoder reads back as the same text. KeyboardScript's writer, which has one, embeds
/// an archive that is JSON as the JSON itself, compact, so that a written script shows it.
package enum ArchiveEncoding: Hashable, Sendable {
  /// Every archive as a JSON string holding its text.
  case string
  /// An archive found in the table as the compact JSON text it maps to, written as it is; any
  /// other archive as a JSON string holding its text. The table's values must be JSON.
  case compactJSON([String: String])
}

/// How a replay's trace is written: `kbreplay --format text|json`.
package enum TraceFormat: String, Hashable, Sendable, CaseIterable {
  /// One line per event, one indented line per effect.
  case text
  /// JSON Lines.
  case json
}

import KeyboardAvoidance
import StrictJSON

/// Decodes a whole-file script's events one at a time, so that a replay holds the script's
/// parse but never its decoded events.
///
/// ```swift
/// var decoder = ScriptDecoder(document: document, fileName: "login.json")
/// var events = try EventCursor(&decoder)
/// while let (event, _) = try events.next(&decoder) { … }
/// ```
package struct EventCursor {
  /// The script's name.
  let name: String?
  /// The settings the script starts with.
  package let settings: AvoidanceSettings
  /// How many events the script has.
  package let count: Int
  /// The settings as the events decoded so far leave them.
  private var current: AvoidanceSettings
  private var elements: JSONDocument.Elements
  private var position = 0

  /// Decodes everything but the events (the screen is then `decoder.tree`) and checks the
  /// `events` array.
  package init(_ decoder: inout ScriptDecoder) throws(ScriptError) {
    let prelude = try decoder.decodePrelude(keys: ScriptDecoder.documentKeys)
    guard let events = prelude.events else {
      throw decoder.error(.missingKey(ScriptKey.events.name), at: decoder.document.root)
    }
    name = prelude.name
    settings = prelude.settings
    current = prelude.settings
    // The path stays at `events` while the events are decoded.
    decoder.path.append(.key(.events))
    count = try decoder.beginEvents(events, settings: prelude.settings)
    elements = decoder.document.elements(events)
  }

  /// The next event with its object's index in the document, or `nil` after the last.
  @inline(__always)
  package mutating func next(
    _ decoder: inout ScriptDecoder
  ) throws(ScriptError) -> (ScriptEvent, JSONDocument.Index)? {
    guard let element = elements.next() else { return nil }
    let event = try decoder.decodeEvent(element, at: position, settings: &current)
    position += 1
    return (event, element)
  }
}

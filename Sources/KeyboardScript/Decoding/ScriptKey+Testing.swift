// Test hooks (package access): the key tables the decoder matches objects against, so that a
// test can check that no object's keys share a slot (``ScriptKey/slot``).

extension ScriptKey {
  /// Every table of keys the decoder matches an object's members against, named by the object:
  /// a view, the settings, the document, a window, a recording's header, each event type, any
  /// event, a view expectation and an expectation's `navigation`. (``ScriptDecoder/allKeys``,
  /// which finds any key among an object's members, is not one of them.)
  package static var objectTables: [(object: String, keys: [ScriptKey])] {
    var tables: [(object: String, keys: [ScriptKey])] = [
      ("view", ScriptDecoder.viewKeys.keys),
      ("settings", ScriptDecoder.settingsKeys.keys),
      ("document", ScriptDecoder.documentKeys.keys),
      ("window", ScriptDecoder.windowKeys.keys),
      ("recording header", ScriptDecoder.headerKeys.keys),
      ("any event", ScriptDecoder.anyEventKeys.keys),
      ("event type key", ScriptDecoder.typeKey.keys),
      ("view expectation", ScriptDecoder.viewExpectationKeys.keys),
      ("navigation expectation", ScriptDecoder.navigationExpectationKeys.keys),
    ]
    for (type, keys) in zip(ScriptDecoder.eventTypes, ScriptDecoder.eventKeys) {
      tables.append(("\(type.rawValue) event", keys.keys))
    }
    return tables
  }
}

import KeyboardAvoidance

/// Every word of the script format: its keys (``ScriptKey``), its event types
/// (``ScriptEventType``) and the values of its enumerations (view kinds, axes, restore policies,
/// avoidance, the lists' anchoring policies at their top and end, keyboard lift policies,
/// alignments, navigation directions, return keys and navigation orders), each once, in that
/// order.
///
/// The fuzzer's dictionary is made of these words (`FuzzTarget --print-dictionary`), so that
/// the mutator writes what the strict decoder accepts.
package enum ScriptVocabulary {
  /// The words, without repeats.
  package static var words: [String] {
    var words = ScriptKey.allCases.map(\.name)
    words += ScriptEventType.allCases.map(\.rawValue)
    words += ViewKind.allCases.map(\.rawValue)
    words += LayoutAxis.allCases.map(\.rawValue)
    words += RestorePolicy.allCases.map(\.rawValue)
    words += Avoidance.allCases.map(\.rawValue)
    words += ScrollAnchor.TopPolicy.allCases.map(\.rawValue)
    words += ScrollAnchor.EndPolicy.allCases.map(\.rawValue)
    words += KeyboardLift.allCases.map(\.rawValue)
    words += RevealAlignment.allCases.map(\.rawValue)
    words += FieldNavigation.Direction.allCases.map(\.rawValue)
    words += FieldNavigation.ReturnKey.allCases.map(\.rawValue)
    words += FieldNavigation.Order.allCases.map(\.rawValue)
    var seen = Set<String>()
    return words.filter { seen.insert($0).inserted }
  }
}

import KeyboardAvoidance
import KeyboardScript
import Testing

/// The one declaration of the format's words: every key is spelt as its case, keys fit the
/// decoder's member match, and the vocabulary the fuzzer reads holds every word of the format.
@Suite struct ScriptKeyTests {
  @Test func everyKeyIsSpeltAsItsCaseOnce() {
    for key in ScriptKey.allCases {
      #expect(key.name == "\(key)")
    }
    #expect(Set(ScriptKey.allCases.map(\.name)).count == ScriptKey.allCases.count)
  }

  @Test func everyKeyHasABitOfItsOwn() {
    #expect(ScriptKey.allCases.count <= 64)
    #expect(ScriptKey.mask(ScriptKey.allCases).nonzeroBitCount == ScriptKey.allCases.count)
    #expect(ScriptKey.keys(in: ScriptKey.mask([.frame, .id, .curve])) == [.id, .frame, .curve])
  }

  @Test func everyKeyboardNotificationIsAnEventType() {
    for name in KeyboardNotification.Name.allCases {
      #expect(ScriptEventType(rawValue: name.rawValue)?.notification == name)
    }
    let others = ScriptEventType.allCases.filter { $0.notification == nil }
    #expect(
      others == [
        .focus, .blur, .caret, .scroll, .update, .resize, .settings, .expect, .insert, .remove,
        .resizeCell, .reload, .push, .pop, .selectTab, .select, .edit, .memoryWarning, .terminate,
        .relaunch,
      ])
  }

  @Test func theVocabularyHoldsEveryWordOnce() {
    let words = ScriptVocabulary.words
    #expect(Set(words).count == words.count)
    let expected =
      ScriptKey.allCases.map(\.name) + ScriptEventType.allCases.map(\.rawValue)
      + ViewKind.allCases.map(\.rawValue) + LayoutAxis.allCases.map(\.rawValue)
      + RestorePolicy.allCases.map(\.rawValue) + Avoidance.allCases.map(\.rawValue)
      + ScrollAnchor.TopPolicy.allCases.map(\.rawValue)
      + ScrollAnchor.EndPolicy.allCases.map(\.rawValue)
    #expect(Set(words) == Set(expected))
    for word in [
      "contentOffset", "keyboardWillChangeFrame", "textView", "horizontal", "restorationId",
      "anchorAtEnd", "followAppended", "revealInserted", "navigation", "selectTab", "archive",
    ] {
      #expect(words.contains(word))
    }
  }
}

@Suite("The runner's view expectations")
struct RunnerViewCheckTests {
  @Test("Each view expectation's key names a property of the view's property table")
  func keysAreViewProperties() {
    #expect(!ScriptRunner.viewChecks.isEmpty)
    for check in ScriptRunner.viewChecks {
      #expect(ViewNode.property(named: check.key.name) != nil, "\(check.key.name)")
    }
  }
}

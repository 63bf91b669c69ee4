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

  @Test(
    "Only an expectation's navigation keys and a track's top share slots, with a view's first four keys"
  )
  func onlyTheNavigationKeysShareSlots() {
    let shared = ScriptKey.allCases.filter { $0.slot != $0.rawValue }
    #expect(shared == [.previous, .next, .returnKey, .top])
    #expect(shared.map(\.slot) == [ScriptKey.id, .kind, .frame, .children].map(\.rawValue))
    let own = ScriptKey.allCases.filter { $0.slot == $0.rawValue }
    #expect(own.count == ScriptKey.allCases.count - 4)
    #expect(own.allSatisfy { $0.slot < 64 })
    #expect(ScriptKey.mask(own).nonzeroBitCount == own.count)
    #expect(ScriptKey.mask(ScriptKey.allCases) == ScriptKey.mask(own))
    #expect(ScriptKey.keys(in: ScriptKey.mask([.frame, .id, .curve])) == [.id, .frame, .curve])
    // A shared slot's bit reads back as its first key.
    #expect(ScriptKey.keys(in: ScriptKey.mask([.returnKey, .previous])) == [.id, .frame])
  }

  @Test("Every key table the decoder matches an object against has a slot per key")
  func everyObjectsKeysHaveDistinctSlots() {
    let tables = ScriptKey.objectTables
    let objects = tables.map(\.object)
    for object in [
      "view", "settings", "document", "window", "recording header", "any event",
      "view expectation", "navigation expectation", "navigate event", "expect event",
    ] {
      #expect(objects.contains(object), "\(object)")
    }
    #expect(Set(objects).count == objects.count)
    #expect(tables.count == 9 + ScriptEventType.allCases.count)
    for (object, keys) in tables {
      #expect(!keys.isEmpty, "\(object)")
      #expect(Set(keys.map(\.slot)).count == keys.count, "\(object): \(keys)")
      #expect(ScriptKey.mask(keys).nonzeroBitCount == keys.count, "\(object)")
    }
    // The navigation keys are exactly the keys of the one object that takes them.
    let navigation = tables.filter { $0.keys.contains(.previous) || $0.keys.contains(.returnKey) }
    #expect(navigation.map(\.object) == ["navigation expectation"])
    #expect(navigation.first?.keys == [.previous, .next, .returnKey])
    // `top` is taken by the one event that takes nothing of a view's (v1.4), and by the union of
    // every event's keys.
    let track = tables.filter { $0.keys.contains(.top) }
    #expect(track.map(\.object) == ["any event", "keyboardTrack event"])
    #expect(track.allSatisfy { !$0.keys.contains(.children) })
    #expect(track.last?.keys == [.type, .top])
    // Every key of the format is taken by some object.
    let taken = Set(tables.flatMap(\.keys))
    #expect(taken == Set(ScriptKey.allCases))
  }

  @Test func everyKeyboardNotificationIsAnEventType() {
    for name in KeyboardNotification.Name.allCases {
      #expect(ScriptEventType(rawValue: name.rawValue)?.notification == name)
    }
    let others = ScriptEventType.allCases.filter { $0.notification == nil }
    #expect(
      others == [
        .focus, .blur, .caret, .scroll, .update, .resize, .settings, .expect, .navigate,
        .keyboardTrack, .insert, .remove, .resizeCell, .reload, .push, .pop, .selectTab, .select,
        .edit, .memoryWarning,
        .terminate, .relaunch,
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
      + KeyboardLift.allCases.map(\.rawValue) + RevealAlignment.allCases.map(\.rawValue)
      + FieldNavigation.Direction.allCases.map(\.rawValue)
      + FieldNavigation.ReturnKey.allCases.map(\.rawValue)
      + FieldNavigation.Order.allCases.map(\.rawValue)
    #expect(Set(words) == Set(expected))
    for word in [
      "contentOffset", "keyboardWillChangeFrame", "textView", "horizontal", "restorationId",
      "anchorAtEnd", "followAppended", "revealInserted", "navigation", "selectTab", "archive",
      "followsKeyboard", "keyboardLift", "whenAtEnd", "persistent", "none", "center", "top",
      "navigate", "previous", "returnKey", "done", "default", "hierarchy", "position",
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

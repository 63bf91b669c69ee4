// Test hooks (package access): what the engine's equality, hashing and coding must see, so that
// a test reflecting the engine fails when a stored property is added without them.

extension AvoidanceEngine {
  /// The stored properties that equality, hashing and coding leave out, and why: storage caches
  /// found again from the state, and the latest event's outcome.
  package static let propertiesOutsideState: [String: String] = [
    "focusedSlot": "a cache of focusedField's slot",
    "adjustedSlot": "a cache of adjustedField's slot",
    "pathStorage": "a cache of the adjusted field's ancestor chain",
    "orderStorage": "reused storage for the restore order",
    "diagnostic": "the latest event's outcome",
    "warnings": "the latest event's outcome",
    "derivationStorage": "the latest event's outcome, recorded only when asked, and its storage",
    "recordsDerivations": "a recording switch that changes no decision",
    "derivationBase": "where the latest event's effects start, for the derivation's indices",
    "keyboardLayout": "a cache of the followers and lift containers, found again from the tree",
    "navigationStorage": "a cache of the focused field's navigation group",
  ]

  /// A change of each stored property of the engine's state, named as the property is; each
  /// must make the engine unequal to one without it.
  package static let stateChanges:
    [(name: String, change: @Sendable (inout AvoidanceEngine) -> Void)] = [
      ("tree", { $0.tree.setWindowSize(Size(width: 1, height: 1)) }),
      ("settings", { $0.settings.keyboardDistance += 1 }),
      ("keyboardFrame", { $0.keyboardFrame = Rect(x: 0, y: 1, width: 2, height: 3) }),
      ("keyboardAnimation", { $0.keyboardAnimation.duration += 1 }),
      ("focusedField", { $0.focusedField = "changed" }),
      ("caret", { $0.caret = Rect(x: 1, y: 2, width: 3, height: 4) }),
      (
        "snapshots",
        {
          $0.snapshots.append(
            Snapshot(
              configuration: ScrollViewConfiguration(
                ViewNode(id: "changed", frame: .zero), canRestoreContentOffset: true)))
        }
      ),
      ("adjustedField", { $0.adjustedField = "changed" }),
      ("userScrolled", { $0.userScrolled.insert("changed") }),
      ("preservation", { $0.preservation.focusIntent = "changed" }),
      (
        "coveredSnapshots",
        {
          $0.coveredSnapshots.append(
            CoveredSnapshot(
              state: CoveredSnapshot.State(
                view: "changed", startingContentInset: Insets(bottom: 1),
                startingScrollIndicatorInsets: .zero)))
        }
      ),
      ("keyboardTrack", { $0.keyboardTrack = KeyboardTrack(top: 1, restingRootShift: 2) }),
    ]

  /// A change of each stored property of the preservation state, named as the property is.
  package static let preservationChanges:
    [(name: String, change: @Sendable (inout AvoidanceEngine) -> Void)] = [
      ("pending", { $0.preservation.pending["changed"] = ScrollAnchor(itemID: nil, offset: 1) }),
      ("loading", { $0.preservation.loading.insert("changed") }),
      (
        "captured",
        {
          $0.preservation.captured["changed"] = CapturedState(
            anchor: nil, field: PreservationArchive.Field(text: "x"))
        }
      ),
      ("focusIntent", { $0.preservation.focusIntent = "changed" }),
      (
        "definitions",
        { $0.preservation.definitions["changed"] = ViewTree.Branch($0.tree.root) }
      ),
      ("dropped", { $0.preservation.dropped.insert("changed") }),
      (
        "breakers",
        { $0.preservation.breakers["changed"] = AnchoringLoopBreaker(magnitudes: [1]) }
      ),
    ]
}

extension AvoidanceEngine {
  /// Every broken invariant of the engine, described; empty for a sound engine: the tree's own
  /// (``ViewTree/_checkInvariants()``), the remembered slots of the focused field, the adjusted
  /// field and the snapshots agreeing with the tree, and no container with two sets of starting
  /// insets (a chain snapshot and a covered one, or two covered ones), and the derivation's
  /// storage's own (``DerivationStorage/_checkInvariants()``). In builds with internal checks
  /// the engine runs it after every event (``checkInvariants(after:)``).
  package func _checkInvariants() -> [String] {
    var problems = tree._checkInvariants()
    if focusedSlot != focusedField.flatMap({ tree.slot(of: $0) }) {
      problems.append("the focused field's slot is stale")
    }
    if adjustedSlot != adjustedField.flatMap({ tree.slot(of: $0) }) {
      problems.append("the adjusted field's slot is stale")
    }
    for snapshot in snapshots
    where snapshot.slot != (tree.slot(of: snapshot.configuration.view) ?? -1) {
      problems.append("the snapshot of \(snapshot.configuration.view) has a stale slot")
    }
    for covered in coveredSnapshots where covered.slot != (tree.slot(of: covered.state.view) ?? -1)
    {
      problems.append("the covered snapshot of \(covered.state.view) has a stale slot")
    }
    let coveredViews = coveredSnapshots.map(\.state.view)
    if Set(coveredViews).count != coveredViews.count {
      problems.append("a container has two covered snapshots")
    }
    for view in coveredViews where snapshots.contains(where: { $0.configuration.view == view }) {
      problems.append("\(view) has both a chain snapshot and a covered one")
    }
    if keyboardLayout.isCurrent
      && keyboardLayout.followers != FollowerRules.layoutSlots(in: tree).followers
    {
      problems.append("the kept followers are not the tree's")
    }
    problems += derivationStorage._checkInvariants().map { "the derivation's storage: \($0)" }
    return problems
  }

  /// Whether this build checks every invariant after each engine call that changes the engine
  /// (`KEYBOARD_AVOIDANCE_INTERNAL_CHECKS`): a test pins that debug builds do.
  package static var checksInvariantsAfterEachEvent: Bool {
    #if KEYBOARD_AVOIDANCE_INTERNAL_CHECKS
      true
    #else
      false
    #endif
  }

  /// Checks every invariant (``_checkInvariants()``) after an engine call that changes the
  /// engine, in builds with internal checks (`KEYBOARD_AVOIDANCE_INTERNAL_CHECKS`, on in debug
  /// builds of this package, as swift-collections checks its own under a flag): a broken one
  /// stops there, naming the call and what broke. Other builds compile nothing here.
  @inline(__always)
  func checkInvariants(after call: @autoclosure () -> String) {
    #if KEYBOARD_AVOIDANCE_INTERNAL_CHECKS
      let problems = _checkInvariants()
      assert(problems.isEmpty, "after \(call()): \(problems.joined(separator: "; "))")
    #endif
  }
}

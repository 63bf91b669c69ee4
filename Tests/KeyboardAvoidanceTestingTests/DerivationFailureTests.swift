import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

/// A phone root (390×844, bars 47, home indicator 34) holding `children`.
private func phone(_ children: [ViewTree.Branch], barsTop: Double = 47) throws -> ViewTree {
  try ViewTree(
    windowSize: [390, 844],
    root: ViewNode(id: "root", frame: [0, 0, 390, 844], safeAreaInsets: [barsTop, 0, 34, 0]),
    children: children)
}

/// Worked example 4's form, with the field's own distance when given.
private func form(distance: Double? = nil) throws -> ViewTree {
  try phone([
    ViewTree.Branch(
      ViewNode(id: "form", kind: .scroll, frame: [0, 47, 390, 763], contentSize: [390, 1400]),
      children: [
        ViewTree.Branch(
          ViewNode(id: "email", kind: .textField, frame: [20, 600, 350, 44], distance: distance))
      ])
  ])
}

/// Worked example 5: a scroll view too small to lift its field alone.
private func smallBox() throws -> ViewTree {
  try phone([
    ViewTree.Branch(
      ViewNode(id: "box", kind: .scroll, frame: [0, 600, 390, 210], contentSize: [390, 400]),
      children: [
        ViewTree.Branch(ViewNode(id: "field", kind: .textField, frame: [20, 20, 350, 44]))
      ]
    )
  ])
}

/// One case of a failure's wording: a scenario whose last step states a wrong value, and the
/// line the failure must hold.
struct DerivationWording: Sendable, CustomTestStringConvertible {
  var name: String
  var line: String
  var scenario: @Sendable () throws -> Void

  var testDescription: String { name }

  static let all: [DerivationWording] = [
    DerivationWording(
      name: "a lift, D from the settings",
      line: "form.contentOffset.y: expected 190, got 193 — target email 647…691 must end at "
        + "band bottom 498 = keyboard top 508 − D 10"
    ) {
      var store = AvoidanceTestStore(try form())
      store.send(.focus("email"))
      store.send(.keyboardWillShow(height: 336)) {
        $0["form"].contentOffset.y = 190
        $0["form"].contentInset.bottom = 312
        $0["form"].indicatorInsets.bottom = 302
      }
    },
    DerivationWording(
      name: "a lift, D from the field",
      line: "form.contentOffset.y: expected 193, got 203 — target email 647…691 must end at "
        + "band bottom 488 = keyboard top 508 − D 20 (the field's)"
    ) {
      var store = AvoidanceTestStore(try form(distance: 20))
      store.send(.focus("email"))
      store.send(.keyboardWillShow(height: 336)) {
        $0["form"].contentOffset.y = 193
        $0["form"].contentInset.bottom = 322
        $0["form"].indicatorInsets.bottom = 302
      }
    },
    DerivationWording(
      name: "a content inset",
      line: "form.contentInset.bottom: expected 302, got 312 — form inset 312 = frame bottom 810 "
        + "− band bottom 498 − automatic 0, band bottom = keyboard top 508 − D 10"
    ) {
      var store = AvoidanceTestStore(try form())
      store.send(.focus("email"))
      store.send(.keyboardWillShow(height: 336)) {
        $0["form"].contentOffset.y = 193
        $0["form"].contentInset.bottom = 302
        $0["form"].indicatorInsets.bottom = 302
      }
    },
    DerivationWording(
      name: "an indicator inset",
      line: "form.indicatorInsets.bottom: expected 312, got 302 — form indicator 302 = frame "
        + "bottom 810 − keyboard top 508 − automatic 0"
    ) {
      var store = AvoidanceTestStore(try form())
      store.send(.focus("email"))
      store.send(.keyboardWillShow(height: 336)) {
        $0["form"].contentOffset.y = 193
        $0["form"].contentInset.bottom = 312
        $0["form"].indicatorInsets.bottom = 312
      }
    },
    DerivationWording(
      name: "the clip",
      line: "box.contentOffset.y: expected 166, got 20 — box stops at clip 20, where target "
        + "field's top reaches its visible top (asked 166)"
    ) {
      var store = AvoidanceTestStore(try smallBox())
      store.send(.focus("field"))
      store.send(.keyboardWillShow(height: 336)) {
        $0["box"].contentOffset.y = 166
        $0["box"].contentInset.bottom = 166
        $0["box"].indicatorInsets.bottom = 156
        $0.rootShift = 146
      }
    },
    DerivationWording(
      name: "the root takes what is left",
      line: "rootShift: expected 166, got 146 — the root takes what the containers left of the "
        + "move, 146; target field 620…664 must end at band bottom 498 = keyboard top 508 − D 10"
    ) {
      var store = AvoidanceTestStore(try smallBox())
      store.send(.focus("field"))
      store.send(.keyboardWillShow(height: 336)) {
        $0["box"].contentOffset.y = 20
        $0["box"].contentInset.bottom = 166
        $0["box"].indicatorInsets.bottom = 156
        $0.rootShift = 166
      }
    },
    DerivationWording(
      name: "the keyboard's overlap",
      line: "rootShift: expected 356, got 336 — the root takes what the containers left of the "
        + "move, 346, bound by the keyboard's overlap 336 of the root; target field 800…844 must "
        + "end at band bottom 498 = keyboard top 508 − D 10"
    ) {
      var store = AvoidanceTestStore(
        try phone([
          ViewTree.Branch(ViewNode(id: "field", kind: .textField, frame: [20, 800, 350, 44]))
        ]))
      store.send(.focus("field"))
      store.send(.keyboardWillShow(height: 336)) { $0.rootShift = 356 }
    },
    DerivationWording(
      name: "a target taller than the band",
      line: "rootShift: expected 200, got 153 — the root takes what the containers left of the "
        + "move, 153; target notes 200…800 is taller than the band: its top must meet band top "
        + "47 = bars 47"
    ) {
      var store = AvoidanceTestStore(
        try phone([
          ViewTree.Branch(ViewNode(id: "notes", kind: .textView, frame: [16, 200, 358, 600]))
        ]))
      store.send(.focus("notes"))
      store.send(.keyboardWillShow(height: 336)) { $0.rootShift = 200 }
    },
    DerivationWording(
      name: "a target above the band",
      line: "form.contentOffset.y: expected 637, got 600 — target email 10…54 must start at band "
        + "top 47 = bars 47"
    ) {
      var store = AvoidanceTestStore(try form())
      store.send(.userScroll("form", to: 700))
      store.send(.focus("email"))
      store.send(.keyboardWillShow(height: 336)) {
        $0["form"].contentInset.bottom = 312
        $0["form"].indicatorInsets.bottom = 302
      }
    },
    DerivationWording(
      name: "stage 2 of a tall text view",
      line: "notes.contentOffset.y: expected 200, got 219 — stage 2: caret 697…717 must end inside "
        + "the visible part 47…498 of notes (the band cut to its frame): move 219"
    ) {
      var store = AvoidanceTestStore(
        try phone([
          ViewTree.Branch(
            ViewNode(
              id: "notes", kind: .textView, frame: [16, 100, 358, 700], contentSize: [358, 1500]))
        ]))
      store.send(.focus("notes", caret: [4, 650, 2, 20]))
      store.send(.keyboardWillShow(height: 336)) {
        $0.rootShift = 53
        $0["notes"].contentInset.bottom = 249
        $0["notes"].indicatorInsets.bottom = 239
        $0["notes"].contentOffset.y = 200
      }
    },
    DerivationWording(
      name: "a restore after a user scroll",
      line: "form.contentOffset.y: expected 0, got 400 — form restore (keyboard gone): snapshot "
        + "offset 0, inset 0, indicator 0; policy unlessUserScrolled, user-scrolled → offset kept "
        + "at 400"
    ) {
      var store = AvoidanceTestStore(try form())
      store.send(.focus("email"))
      store.send(.keyboardWillShow(height: 336)) {
        $0["form"].contentOffset.y = 193
        $0["form"].contentInset.bottom = 312
        $0["form"].indicatorInsets.bottom = 302
      }
      store.send(.userScroll("form", to: 400))
      store.send(.keyboardWillHide()) {
        $0["form"].contentOffset.y = 0
        $0["form"].contentInset.bottom = 0
        $0["form"].indicatorInsets.bottom = 0
      }
    },
  ]
}

@Suite("The test store explains a wrong value")
struct DerivationFailureTests {
  @Test("each case's failure holds its derivation in one line", arguments: DerivationWording.all)
  func wording(_ wording: DerivationWording) throws {
    try withKnownIssue {
      try wording.scenario()
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("\n  " + wording.line + "\n") }
    }
  }
}

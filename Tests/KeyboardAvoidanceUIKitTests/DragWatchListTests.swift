import Testing

@testable import KeyboardAvoidanceUIKit

private final class ScrollView {}

/// The scroll views whose pan recognizers the avoider watches, kept in step with the mirror.
@Suite("Watched scroll views")
struct DragWatchListTests {
  @Test("A view is watched once while mirrored, let go of when it leaves, dropped when it dies")
  func followsTheMirror() {
    var list = DragWatchList<ScrollView>()
    let form = ScrollView()
    var list2: ScrollView? = ScrollView()
    var change = list.update(to: [form, list2!, form])
    #expect(change.added.map(ObjectIdentifier.init) == [form, list2!].map(ObjectIdentifier.init))
    #expect(change.removed.isEmpty)
    change = list.update(to: [list2!, form])
    #expect(change.added.isEmpty && change.removed.isEmpty)
    change = list.update(to: [form])
    #expect(change.removed.map(ObjectIdentifier.init) == [ObjectIdentifier(list2!)])
    #expect(list.views.map(ObjectIdentifier.init) == [ObjectIdentifier(form)])
    // Mirrored again, then released while watched: nothing is left to let go of.
    change = list.update(to: [form, list2!])
    #expect(change.added.map(ObjectIdentifier.init) == [ObjectIdentifier(list2!)])
    change = ([], [])
    list2 = nil
    change = list.update(to: [form])
    #expect(change.removed.isEmpty)
    #expect(list.removeAll().map(ObjectIdentifier.init) == [ObjectIdentifier(form)])
    #expect(list.views.isEmpty)
  }
}

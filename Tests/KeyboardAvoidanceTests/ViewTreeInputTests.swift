import KeyboardAvoidance
import Testing

@Suite("A host's own input")
struct ViewTreeInputTests {
  @Test(
    "A scroll settles in range, an update sets content only on containers, a resize names the first unknown view"
  )
  func input() throws {
    var tree = try ViewTreeDifferencesTests.screen()
    #expect(tree.applyInput(of: .scroll("form", offset: [0, 5000])) == nil)
    #expect(tree["form"]?.contentOffset == [0, 637])  // 1400 − 763
    #expect(
      tree.applyInput(
        of: .update("email", ViewUpdate(frame: [0, 0, 10, 10], contentSize: [1, 1])))
        == nil)
    #expect(tree["email"]?.frame == [0, 0, 10, 10])
    #expect(tree["email"]?.contentSize == [350, 44])
    #expect(
      tree.applyInput(of: .scroll("email", offset: .zero))
        == .notAScrollContainer("email", .textField))
    let resize = WindowResize(
      windowSize: [844, 390], frames: ["zz": .zero, "form": [0, 0, 844, 390], "aa": .zero],
      rootSafeArea: [0, 47, 21, 47])
    #expect(tree.applyInput(of: .resize(resize)) == .unknownView("aa"))
    #expect(tree.windowSize == [844, 390])
    #expect(tree["form"]?.frame == [0, 0, 844, 390])
    #expect(tree.root.safeAreaInsets == [0, 47, 21, 47])
    let before = tree
    #expect(tree.applyInput(of: .focus("email")) == nil)
    #expect(tree == before)
  }
}

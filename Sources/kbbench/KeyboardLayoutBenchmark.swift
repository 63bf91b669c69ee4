import KeyboardAvoidance

/// Measures v1.3's keyboard layout: the decisions of a chat — a 1,000-row table that lifts its
/// content with the keyboard (`keyboardLift` `always`) under a composer that follows the keyboard
/// and holds the focused field — and the cost of asking for the field navigation after each
/// focus on a 20-field form, beside the cost of that focus's own decision.
///
/// Every call is timed on its own between two ``Stopwatch`` readings, after a warm-up, as in
/// ``DecisionBenchmark``; the chat's show, height change and hide alternate, so each cycle
/// ends where it started.
struct KeyboardLayoutBenchmark {
  /// What one run measured, in nanoseconds.
  struct Result {
    /// The chat's keyboard decisions: show, height change, hide.
    var chat: Percentiles
    /// The effects of one chat cycle (5 + 5 + 5: follower, three insets and the lift each).
    var chatEffectsPerCycle: Int
    /// `engine.navigation()` right after each focus (the first answer walks the group).
    var navigation: Percentiles
    /// The focus decision itself, with the keyboard up, on the same form.
    var navigationFocus: Percentiles
  }

  /// The chat table's rows.
  static let chatRows = 1_000
  /// The navigation form's fields.
  static let formFields = 20

  /// Cycles run before timing starts.
  var warmUpCycles = 1_000
  /// Timed chat cycles (three decisions each).
  var chatCycles = 10_000
  /// Timed passes over the form's fields (a focus and a navigation query each).
  var navigationPasses = 1_500

  /// Runs both measurements; adds what the calls returned to `sink`.
  func run(sink: inout Int) throws(BenchmarkError) -> Result {
    var chat = AvoidanceEngine(tree: try Self.chatScreen())
    sink &+= chat.handle(.focus("input")).count
    let cycle = [
      EventCycle.keyboard(.keyboardWillShow, Phone.dockedKeyboard),
      EventCycle.keyboard(.keyboardWillChangeFrame, Phone.quickTypeKeyboard),
      EventCycle.keyboard(.keyboardWillHide, Phone.hiddenKeyboard),
    ]
    var effectsPerCycle = 0
    for event in cycle { effectsPerCycle += chat.handle(event).count }
    // Each step: the composer's followOffset, the table's three insets and its lift.
    guard effectsPerCycle == 15, chat.rootShift == 0 else {
      throw .engine("a chat cycle made \(effectsPerCycle) effects instead of 15")
    }
    for _ in 0..<warmUpCycles {
      for event in cycle { sink &+= chat.handle(event).count }
    }
    var chatSamples: [Int64] = []
    chatSamples.reserveCapacity(chatCycles * cycle.count)
    for _ in 0..<chatCycles {
      for event in cycle {
        let start = Stopwatch.now()
        let effects = chat.handle(event)
        let end = Stopwatch.now()
        sink &+= effects.count
        chatSamples.append(Stopwatch.nanoseconds(from: start, to: end))
      }
    }

    var form = AvoidanceEngine(tree: try Self.navigationForm())
    sink &+= form.handle(.focus("field0")).count
    sink &+= form.handle(EventCycle.keyboard(.keyboardWillShow, Phone.dockedKeyboard)).count
    let fields = (0..<Self.formFields).map { ViewID("field\($0)") }
    for _ in 0..<(warmUpCycles / Self.formFields + 1) {
      for field in fields {
        sink &+= form.handle(.focus(field)).count
        sink &+= form.navigation()?.next == nil ? 0 : 1
      }
    }
    var focusSamples: [Int64] = []
    var navigationSamples: [Int64] = []
    focusSamples.reserveCapacity(navigationPasses * fields.count)
    navigationSamples.reserveCapacity(navigationPasses * fields.count)
    for _ in 0..<navigationPasses {
      for field in fields {
        let start = Stopwatch.now()
        let effects = form.handle(.focus(field))
        let middle = Stopwatch.now()
        let navigation = form.navigation()
        let end = Stopwatch.now()
        sink &+= effects.count + (navigation?.next == nil ? 0 : 1)
        focusSamples.append(Stopwatch.nanoseconds(from: start, to: middle))
        navigationSamples.append(Stopwatch.nanoseconds(from: middle, to: end))
      }
    }
    return Result(
      chat: Percentiles(chatSamples), chatEffectsPerCycle: effectsPerCycle,
      navigation: Percentiles(navigationSamples), navigationFocus: Percentiles(focusSamples))
  }

  /// The chat: the phone's root with its navigation bar, a table of ``chatRows`` rows of 60
  /// points under it, scrolled to its end and lifting with `always`, and a 50-point composer
  /// above the home indicator that follows the keyboard, holding the field `input`.
  static func chatScreen() throws(BenchmarkError) -> ViewTree {
    let top = Phone.rootSafeArea.top
    let composerTop = Phone.windowSize.height - Phone.rootSafeArea.bottom - 50
    let height = composerTop - top
    let content = Double(chatRows) * 60
    let table = ViewNode(
      id: "messages", kind: .table, frame: Rect(x: 0, y: top, width: 390, height: height),
      contentSize: Size(width: 390, height: content),
      contentOffset: Point(x: 0, y: content - height), keyboardLift: .always)
    let rows = (0..<chatRows).map { row in
      ViewTree.Branch(
        ViewNode(
          id: ViewID("m\(row)"), kind: .cell,
          frame: Rect(x: 0, y: Double(row) * 60, width: 390, height: 60)))
    }
    let composer = ViewTree.Branch(
      ViewNode(
        id: "composer", frame: Rect(x: 0, y: composerTop, width: 390, height: 50),
        followsKeyboard: true),
      children: [
        ViewTree.Branch(
          ViewNode(id: "input", kind: .textField, frame: Rect(x: 12, y: 8, width: 366, height: 34)))
      ])
    do {
      return try ViewTree(
        windowSize: Phone.windowSize, root: Phone.root(),
        children: [ViewTree.Branch(table, children: rows), composer])
    } catch {
      throw .tree(error)
    }
  }

  /// A form of ``formFields`` text fields 70 points apart in a scroll view under the bars.
  static func navigationForm() throws(BenchmarkError) -> ViewTree {
    let fields = (0..<formFields).map { index in
      ViewTree.Branch(
        ViewNode(
          id: ViewID("field\(index)"), kind: .textField,
          frame: Rect(x: 20, y: 20 + Double(index) * 70, width: 350, height: 44)))
    }
    let form = ViewNode(
      id: "form", kind: .scroll, frame: Rect(x: 0, y: 91, width: 390, height: 719),
      contentSize: Size(width: 390, height: 40 + Double(formFields) * 70))
    do {
      return try ViewTree(
        windowSize: Phone.windowSize, root: Phone.root(),
        children: [ViewTree.Branch(form, children: fields)])
    } catch {
      throw .tree(error)
    }
  }
}

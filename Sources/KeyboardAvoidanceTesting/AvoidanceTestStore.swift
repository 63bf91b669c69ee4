import Foundation
import KeyboardAvoidance
import KeyboardScript

/// An engine under test that makes a test state every change an event makes, and fails, with
/// one line per property, on any change it does not state.
///
/// ```swift
/// var store = AvoidanceTestStore(screen)
/// store.send(.focus("email"))
/// store.send(.keyboardWillShow(height: 336)) {
///   $0["form"].contentOffset.y = 193
///   $0["form"].contentInset.bottom = 312
///   $0["form"].indicatorInsets.bottom = 302
/// }
/// store.send(.keyboardWillHide()) { $0.restoreScreenBeforeKeyboard() }
/// store.assertRestored()
/// ```
///
/// The closure of ``send(_:effects:fileID:filePath:line:column:_:)`` receives the screen as it
/// was before the event, with the event's own input already applied (a user scroll's offset, an
/// update's geometry, a resize's window), and states the engine's decisions. Numbers compare
/// within 0.01, as scripts do. A failed step also writes the scenario so far, with the failing
/// expectation, as a script that `kbreplay` replays, and names it in the failure.
public struct AvoidanceTestStore {
  /// The engine, after the last event.
  public internal(set) var engine: AvoidanceEngine
  /// The screen the store started from.
  let initialTree: ViewTree
  /// The settings the store started with.
  let initialSettings: AvoidanceSettings
  /// Every event sent so far, for the replayable script.
  var sent: [ScriptEvent] = []
  /// The lines of ``assertTrace(named:fileID:filePath:line:column:)``'s trace so far.
  var traceLines: [String] = []
  /// The screen just before the keyboard last docked, for
  /// ``assertRestored(fileID:filePath:line:column:)``.
  var beforeKeyboard: ViewTree?
  /// Where failed scenarios are written.
  let scenarioDirectory: URL
  /// The script the latest failure of ``send(_:effects:fileID:filePath:line:column:_:)`` wrote:
  /// the events so far and the failed expectation, for `kbreplay`.
  public private(set) var lastScenario: URL?

  /// What the ``DeviceScreen`` helpers made of the screen, for ``AvoidanceTestEvent/rotate(to:)``
  /// and a bare ``AvoidanceTestEvent/resize(to:navigationBar:scrollViews:frames:safeAreas:)``;
  /// `nil` when the store cannot tell.
  var layout: DeviceLayout?

  /// How far apart two numbers may be and still count as equal: 0.01 by default, as in
  /// scripts; 0 for exact tests.
  public let tolerance: Double

  /// Creates a store over an engine for `screen`.
  ///
  /// The store remembers the device whose ``DeviceScreen`` helpers built the screen, so that
  /// ``AvoidanceTestEvent/rotate(to:)`` can turn it: `device` if given (in either orientation),
  /// else the preset whose window and root safe area, with or without its navigation bar, the
  /// screen has (``DeviceScreen/iPhone15`` for the screen it shares with
  /// ``DeviceScreen/iPhone16``).
  public init(
    _ screen: ViewTree, device: DeviceScreen? = nil,
    settings: AvoidanceSettings = AvoidanceSettings(), tolerance: Double = 0.01
  ) {
    self.tolerance = tolerance
    layout = DeviceLayout.recognize(
      screen, among: device.map { [$0] } ?? DeviceScreen.presets)
    engine = AvoidanceEngine(tree: screen, settings: settings)
    engine.recordsDerivations = true
    initialTree = screen
    initialSettings = settings
    scenarioDirectory = FileManager.default.temporaryDirectory
      .appendingPathComponent("KeyboardAvoidanceTesting")
  }

  /// The screen now.
  public var screen: ViewTree { engine.tree }

  /// Sends an event and checks what it did: the screen must equal the screen before the event
  /// with the event's input and `update`'s changes applied, and, when `effects` is given, the
  /// effects must be exactly those, in order.
  ///
  /// An event that names a view the screen does not have fails at once, with a suggestion, and
  /// is not sent; so does one the engine ignores (`AvoidanceEngine.diagnostic`).
  ///
  /// - Returns: The effects the engine returned.
  @discardableResult
  public mutating func send(
    _ event: AvoidanceTestEvent, effects expectedEffects: [AvoidanceEffect]? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column, _ update: (inout ExpectedScreen) -> Void = { _ in }
  ) -> [AvoidanceEffect] {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let resolved: AvoidanceEvent
    var layoutAfter = layout
    if let change = event.deviceResize {
      switch resolve(change) {
      case .failure(let failure):
        reportFailure("send(\(event)): \(failure.message)", at: site)
        return []
      case .success(let (resize, layout)):
        resolved = resize
        layoutAfter = layout
      }
    } else if let step = event.dragStep {
      switch resolve(step, written: event.resolve(engine.tree)) {
      case .failure(let failure):
        reportFailure("send(\(event)): \(failure.message)", at: site)
        return []
      case .success(let event):
        resolved = event
      }
    } else {
      resolved = event.resolve(engine.tree)
    }
    if let unknown = unknownView(in: resolved) {
      reportFailure("send(\(event)): \(unknown)", at: site)
      return []
    }
    let wasDocked = engine.keyboardPlacement == .docked
    let before = engine.tree
    var withInput = before
    withInput.applyInput(of: resolved)
    if case .resize = resolved {
      let problems = resizeProblems(
        before: before, after: withInput, isDeviceEvent: event.deviceResize != nil)
      guard problems.isEmpty else {
        reportFailure("send(\(event)): " + problems.joined(separator: "\n"), at: site)
        return []
      }
      if event.deviceResize == nil {
        // A resize as it is: the device is still known if the screen is still one of its own.
        layoutAfter = layout.flatMap { DeviceLayout.recognize(withInput, among: [$0.device]) }
      }
    }
    layout = layoutAfter
    let focusBefore = engine.focusedField
    let effects = engine.handle(resolved)
    sent.append(.engine(resolved))
    record(resolved, effects: effects)
    if !wasDocked && engine.keyboardPlacement == .docked { beforeKeyboard = before }
    if let diagnostic = engine.diagnostic {
      reportFailure("send(\(event)): the engine ignored the event: \(diagnostic)", at: site)
      return effects
    }
    // Only a navigate event moves the focus by the engine's decision; any other event's focus
    // is its input (a focus, a blur) or the engine's restoring of it (a pop, a relaunch).
    var focusStated: ViewID? = engine.focusedField
    if case .navigate = resolved { focusStated = focusBefore }
    var expected = ExpectedScreen(
      withInput, beforeKeyboard: beforeKeyboard, focusedField: focusStated)
    update(&expected)
    var problems = expected.unknownViews
    if expected.focusedField != engine.focusedField {
      problems.append(
        "the focus differs from the one stated: expected \(Self.quoted(expected.focusedField)), "
          + "got \(Self.quoted(engine.focusedField)). State it in the closure, such as "
          + "$0.focusedField = \(Self.quoted(engine.focusedField)).")
    }
    let differences = engine.tree.differences(from: expected.tree, tolerance: tolerance)
    if !differences.isEmpty {
      problems.append(
        "the screen differs from the one stated (\(differences.count) "
          + (differences.count == 1 ? "difference" : "differences") + "):\n"
          + differences.map { "  \($0)" + explanation(of: $0) }.joined(separator: "\n")
          + "\nState every change the event makes in the closure, such as "
          + Self.suggestedFix(differences[0]) + ".")
    }
    if let expectedEffects, expectedEffects != effects {
      problems.append(
        "the effects differ (− expected, + actual):\n"
          + Self.lineDiff(expectedEffects.map(\.description), effects.map(\.description)))
    }
    guard !problems.isEmpty else { return effects }
    lastScenario = writeScenario(
      expected: expected.tree, focusedField: expected.focusedField,
      effectCount: expectedEffects?.count, at: site)
    let replay = lastScenario.map { "\nReplay it: kbreplay \($0.path)" } ?? ""
    reportFailure("send(\(event)): " + problems.joined(separator: "\n") + replay, at: site)
    return effects
  }

  /// Checks that the keyboard's departure put everything back: the screen equals the screen from
  /// just before the keyboard last docked, and the engine keeps no snapshot. Each difference is
  /// listed.
  public func assertRestored(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let beforeKeyboard else {
      reportFailure("assertRestored(): the keyboard never docked", at: site)
      return
    }
    var problems: [String] = []
    if engine.keyboardPlacement == .docked { problems.append("the keyboard is still docked") }
    let differences = engine.tree.differences(from: beforeKeyboard, tolerance: tolerance)
    problems += differences.map { "\($0) (before the keyboard)" }
    problems += engine.configurations.map { "a snapshot of \($0.view) is left" }
    guard !problems.isEmpty else { return }
    reportFailure(
      "assertRestored(): not restored:\n" + problems.map { "  \($0)" }.joined(separator: "\n"),
      at: site)
  }

  /// Checks the engine's field navigation for the focused field
  /// (`AvoidanceEngine.navigation()`): its previous and next fields (`nil` for none) and what
  /// its return key does. Each answer that differs is listed; with no field focused, the
  /// assertion fails.
  ///
  /// ```swift
  /// store.assertNavigation(previous: "email", next: "notes", returnKey: .next)
  /// ```
  public mutating func assertNavigation(
    previous: ViewID?, next: ViewID?, returnKey: FieldNavigation.ReturnKey,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let call =
      "assertNavigation(previous: \(Self.quoted(previous)), next: \(Self.quoted(next)), "
      + "returnKey: .\(returnKey.rawValue))"
    guard let focused = engine.focusedField, let navigation = engine.navigation() else {
      reportFailure("\(call): no field is focused", at: site)
      return
    }
    var problems: [String] = []
    if navigation.previous != previous {
      problems.append(
        "previous: expected \(Self.quoted(previous)), got \(Self.quoted(navigation.previous))")
    }
    if navigation.next != next {
      problems.append("next: expected \(Self.quoted(next)), got \(Self.quoted(navigation.next))")
    }
    if navigation.returnKey != returnKey {
      problems.append(
        "returnKey: expected .\(returnKey.rawValue), got .\(navigation.returnKey.rawValue)")
    }
    guard !problems.isEmpty else { return }
    reportFailure(
      "\(call): the navigation of \"\(focused)\" differs:\n"
        + problems.map { "  \($0)" }.joined(separator: "\n"), at: site)
  }

  // MARK: Plumbing

  /// An id as a test writes it, or `nil`.
  static func quoted(_ id: ViewID?) -> String { id.map { "\"\($0)\"" } ?? "nil" }

  /// The first view an event names that the screen does not have, as a message.
  func unknownView(in event: AvoidanceEvent) -> String? {
    let tree = engine.tree
    let named: [ViewID] =
      switch event {
      case .focus(let id, _), .scroll(let id, _), .update(let id, _), .insertCells(let id, _, _),
        .resizeCell(let id, _), .reload(let id, _, _), .push(let id, _), .pop(let id),
        .selectTab(let id, _), .select(let id, _), .edit(let id, _):
        [id]
      case .removeCells(let ids): ids
      case .resize(let resize): Set(resize.frames.keys).union(resize.safeAreas.keys).sorted()
      case .blur, .caret, .keyboard, .keyboardTrack, .settings, .memoryWarning, .navigate: []
      }
    return named.first { !tree.contains($0) }.map {
      ExpectedScreen.unknownViewMessage($0, in: tree)
    }
  }

  /// Adds an event and what it did to the trace.
  mutating func record(_ event: AvoidanceEvent, effects: [AvoidanceEffect]) {
    traceLines.append("#\(sent.count - 1) \(TextTrace.describe(.engine(event)))")
    traceLines += effects.map { "   \($0)" }
    if let diagnostic = engine.diagnostic { traceLines.append("   ignored: \(diagnostic)") }
  }

  /// Why the latest event left a property at its value (` — target email 743…787 must end at
  /// band bottom 506 = keyboard top 516 − D 10`), or nothing when its derivation does not say.
  func explanation(of difference: ViewTree.Difference) -> String {
    guard let derivation = engine.derivation,
      let reason = DerivationText.reason(
        for: difference.view, property: difference.property, in: derivation)
    else { return "" }
    return " — " + reason
  }

  /// The assignment that states a difference, for the failure message.
  static func suggestedFix(_ difference: ViewTree.Difference) -> String {
    guard let view = difference.view else {
      return "$0.\(difference.property) = \(difference.actual)"
    }
    return "$0[\"\(view)\"].\(difference.property) = \(difference.actual)"
  }

  /// The lines of `actual` against `expected`, `−` for a line only expected, `+` for one only
  /// found, in order.
  static func lineDiff(_ expected: [String], _ actual: [String]) -> String {
    let difference = actual.difference(from: expected)
    var removed: [Int: String] = [:]
    var inserted: [Int: String] = [:]
    for change in difference {
      switch change {
      case .remove(let offset, let line, _): removed[offset] = line
      case .insert(let offset, let line, _): inserted[offset] = line
      }
    }
    var lines: [String] = []
    var old = 0
    var new = 0
    while old < expected.count || new < actual.count {
      if let line = removed[old] {
        lines.append("−  \(line)")
        old += 1
      } else if let line = inserted[new] {
        lines.append("+  \(line)")
        new += 1
      } else {
        lines.append("   \(actual[new])")
        old += 1
        new += 1
      }
    }
    return lines.joined(separator: "\n")
  }

  /// Writes the scenario so far, ending with the failed expectation, as a script; returns where,
  /// or `nil` when it could not be written.
  func writeScenario(
    expected: ViewTree, focusedField: ViewID?, effectCount: Int?, at site: CallSite
  ) -> URL? {
    // What differs, by view and property, as the failure itself was found: through the
    // property table, every number within the tolerance.
    var differing: [ViewID: Set<Substring>] = [:]
    for difference in engine.tree.differences(from: expected, tolerance: tolerance) {
      guard let view = difference.view else { continue }
      differing[view, default: []].insert(difference.property.prefix { $0 != "." })
    }
    var views: [ViewExpectation] = []
    for node in expected.views where node.kind.isScrollContainer {
      guard let properties = differing[node.id],
        !properties.isDisjoint(with: ["contentOffset", "contentInset", "indicatorInsets"])
      else { continue }
      views.append(
        ViewExpectation(
          view: node.id, contentOffset: node.contentOffset, contentInset: node.contentInset,
          indicatorInsets: node.indicatorInsets))
    }
    for node in expected.views
    where node.followsKeyboard && differing[node.id]?.contains("followOffset") == true {
      views.append(ViewExpectation(view: node.id, followOffset: node.followOffset))
    }
    // The focus only when it is what failed, so that the script fails where the test did.
    let focus: ScriptExpectation.Focus? =
      focusedField == engine.focusedField ? nil : focusedField.map { .field($0) } ?? .nothing
    let expectation = ScriptExpectation(
      views: views, rootShift: expected.rootShift, effects: effectCount, focus: focus)
    let name = "\(site.fileID)".map { $0.isLetter || $0.isNumber ? $0 : "-" }
    let file = scenarioDirectory.appendingPathComponent("\(String(name))-\(site.line).json")
    let script = Script(
      name: "\(site.fileID):\(site.line)", fileName: file.lastPathComponent,
      settings: initialSettings, tree: initialTree, events: sent + [.expect(expectation)])
    do {
      try FileManager.default.createDirectory(
        at: scenarioDirectory, withIntermediateDirectories: true)
      try Data(script.jsonText().utf8).write(to: file)
      return file
    } catch {
      return nil
    }
  }

}

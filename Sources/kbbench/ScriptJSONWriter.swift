import KeyboardAvoidance
import KeyboardScript

/// Writes a screen and events as a script in the script format (the Script Format article), for
/// the decoding benchmark; its keys are spelt by ``KeyboardScript/ScriptKey``.
///
/// The layout is the one the article's example uses: `": "` and `", "` separators, one view or
/// event per line, no indentation. Only keys that differ from their defaults are written, as a
/// person would, and every number is written the shortest way that reads back exactly
/// (`390`, `0.25`).
///
/// ```swift
/// let bytes = ScriptJSONWriter.document(name: "bench", tree: tree, events: events)
/// // {"name": "bench", "window": {"size": [390, 844]}, ...
/// ```
struct ScriptJSONWriter {
  /// The UTF-8 text written so far.
  private(set) var bytes: [UInt8] = []

  /// A whole script document.
  static func document(name: String, tree: ViewTree, events: [ScriptEvent]) -> [UInt8] {
    var writer = ScriptJSONWriter()
    writer.write("{" + key(.name) + quoted(name) + ", " + key(.window) + "{" + key(.size))
    writer.write([tree.windowSize.width, tree.windowSize.height])
    writer.write("},\n" + key(.settings) + "{" + key(.keyboardDistance) + "10, ")
    writer.write(key(.restorePolicy) + quoted(RestorePolicy.unlessUserScrolled.rawValue) + "},\n")
    writer.write(key(.root))
    writer.writeView(tree.root, in: tree)
    writer.write(",\n" + key(.events) + "[")
    for (position, event) in events.enumerated() {
      writer.write(position == 0 ? "\n" : ",\n")
      writer.writeEvent(event)
    }
    writer.write("\n]}\n")
    return writer.bytes
  }

  private mutating func write(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  private mutating func write(_ numbers: [Double]) {
    write("[")
    for (position, number) in numbers.enumerated() {
      if position > 0 { write(", ") }
      write(Self.number(number))
    }
    write("]")
  }

  /// `", "key": "` then `numbers`.
  private mutating func write(_ key: ScriptKey, _ numbers: [Double]) {
    write(", " + Self.key(key))
    write(numbers)
  }

  private mutating func write(_ key: ScriptKey, _ rect: Rect) {
    write(key, [rect.minX, rect.minY, rect.width, rect.height])
  }

  private mutating func write(_ key: ScriptKey, _ insets: Insets) {
    write(key, [insets.top, insets.left, insets.bottom, insets.right])
  }

  /// `", "key": "` then `text`, a value already written as JSON.
  private mutating func write(_ key: ScriptKey, json text: String) {
    write(", " + Self.key(key) + text)
  }

  /// A view and, recursively, its children.
  private mutating func writeView(_ node: ViewNode, in tree: ViewTree) {
    write("{" + Self.key(.id) + Self.quoted(node.id.rawValue))
    if node.kind != .view { write(.kind, json: Self.quoted(node.kind.rawValue)) }
    write(.frame, node.frame)
    let isRoot = node.id == tree.root.id
    let safeArea = isRoot ? node.safeAreaInsets : node.contentInsetAdjustment
    if (isRoot || node.kind.isScrollContainer) && safeArea != .zero {
      write(.safeArea, safeArea)
    }
    if node.kind.isScrollContainer {
      write(.contentSize, [node.contentSize.width, node.contentSize.height])
      if node.contentOffset != .zero {
        write(.contentOffset, [node.contentOffset.x, node.contentOffset.y])
      }
      if node.contentInset != .zero { write(.contentInset, node.contentInset) }
      if node.indicatorInsets != .zero { write(.indicatorInsets, node.indicatorInsets) }
      if !node.scrollEnabled { write(.scrollEnabled, json: "false") }
      if node.ignoresScrolling { write(.ignoresScrolling, json: "true") }
      if node.ignoresInset { write(.ignoresInset, json: "true") }
    }
    if (node.kind.isScrollContainer || node.kind == .stack) && node.axis != .vertical {
      write(.axis, json: Self.quoted(node.axis.rawValue))
    }
    let children = tree.children(of: node.id)
    if !children.isEmpty {
      write(.children, json: "[")
      for (position, child) in children.enumerated() {
        guard let childNode = tree[child] else { continue }
        write(position == 0 ? "\n" : ",\n")
        writeView(childNode, in: tree)
      }
      write("]")
    }
    write("}")
  }

  /// One event or expectation.
  private mutating func writeEvent(_ event: ScriptEvent) {
    write("{" + Self.key(.type) + Self.quoted(event.type))
    switch event {
    case .engine(.focus(let view, let caret)):
      write(.view, json: Self.quoted(view.rawValue))
      if let caret { write(.caret, caret) }
    case .engine(.keyboard(let notification)):
      write(.frame, notification.frame)
      write(.duration, json: Self.number(notification.animation.duration))
      write(.curve, json: "\(notification.animation.curve)")
    case .engine(.scroll(let view, let offset)):
      write(.view, json: Self.quoted(view.rawValue))
      write(.offset, [offset.x, offset.y])
    case .engine(.caret(let rect)):
      write(.caret, rect)
    case .engine, .terminate, .relaunch:
      // The benchmarks' scripts hold no other events.
      break
    case .expect(let expectation):
      if let rootShift = expectation.rootShift {
        write(.rootShift, json: Self.number(rootShift))
      }
      if !expectation.visible.isEmpty {
        let fields = expectation.visible.map { Self.quoted($0.rawValue) }
        write(.visible, json: "[\(fields.joined(separator: ", "))]")
      }
      if let effects = expectation.effects { write(.effects, json: "\(effects)") }
    }
    write("}")
  }

  /// A number as JSON, in the package's one shortest form.
  static func number(_ value: Double) -> String {
    shortestText(value)
  }

  /// A string as JSON; the generated identifiers need no escapes.
  static func quoted(_ text: String) -> String {
    "\"\(text)\""
  }

  /// A key and the separator after it: `"key": `.
  static func key(_ key: ScriptKey) -> String {
    quoted(key.name) + ": "
  }
}

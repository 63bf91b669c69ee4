import KeyboardAvoidance
import KeyboardScript

/// Writes a screen and events as a script in the script format (the Script Format article), for
/// the decoding benchmark, with the package's JSON writer (`TraceText`): its keys are spelt by
/// ``KeyboardScript/ScriptKey``, its numbers and strings are the writer's.
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
  private var text = TraceText()

  /// A whole script document.
  static func document(name: String, tree: ViewTree, events: [ScriptEvent]) -> [UInt8] {
    var writer = ScriptJSONWriter()
    writer.text.append("{")
    writer.text.append(key: .name)
    writer.text.append(quoted: name)
    writer.text.append(member: .window)
    writer.text.append("{")
    writer.text.append(key: .size)
    writer.text.append(array: tree.windowSize)
    writer.text.append("},\n")
    writer.text.append(key: .settings)
    writer.text.append("{")
    writer.text.append(key: .keyboardDistance)
    writer.text.append(integer: 10)
    writer.text.append(member: .restorePolicy)
    writer.text.append(quoted: RestorePolicy.unlessUserScrolled.rawValue)
    writer.text.append("},\n")
    writer.text.append(key: .root)
    writer.writeView(tree.root, in: tree)
    writer.text.append(",\n")
    writer.text.append(key: .events)
    writer.text.append("[")
    for (position, event) in events.enumerated() {
      writer.text.append(position == 0 ? "\n" : ",\n")
      writer.writeEvent(event)
    }
    writer.text.append("\n]}\n")
    return writer.text.bytes
  }

  /// A view and, recursively, its children.
  private mutating func writeView(_ node: ViewNode, in tree: ViewTree) {
    text.append("{")
    text.append(key: .id)
    text.append(quoted: node.id.rawValue)
    if node.kind != .view {
      text.append(member: .kind)
      text.append(quoted: node.kind.rawValue)
    }
    text.append(member: .frame)
    text.append(array: node.frame)
    let isRoot = node.id == tree.root.id
    let safeArea = isRoot ? node.safeAreaInsets : node.contentInsetAdjustment
    if (isRoot || node.kind.isScrollContainer) && safeArea != .zero {
      text.append(member: .safeArea)
      text.append(array: safeArea)
    }
    if node.kind.isScrollContainer {
      text.append(member: .contentSize)
      text.append(array: node.contentSize)
      if node.contentOffset != .zero {
        text.append(member: .contentOffset)
        text.append(array: node.contentOffset)
      }
      if node.contentInset != .zero {
        text.append(member: .contentInset)
        text.append(array: node.contentInset)
      }
      if node.indicatorInsets != .zero {
        text.append(member: .indicatorInsets)
        text.append(array: node.indicatorInsets)
      }
      if !node.scrollEnabled {
        text.append(member: .scrollEnabled)
        text.append(bool: false)
      }
      if node.ignoresScrolling {
        text.append(member: .ignoresScrolling)
        text.append(bool: true)
      }
      if node.ignoresInset {
        text.append(member: .ignoresInset)
        text.append(bool: true)
      }
    }
    if (node.kind.isScrollContainer || node.kind == .stack) && node.axis != .vertical {
      text.append(member: .axis)
      text.append(quoted: node.axis.rawValue)
    }
    let children = tree.children(of: node.id)
    if !children.isEmpty {
      text.append(member: .children)
      text.append("[")
      for (position, child) in children.enumerated() {
        guard let childNode = tree[child] else { continue }
        text.append(position == 0 ? "\n" : ",\n")
        writeView(childNode, in: tree)
      }
      text.append("]")
    }
    text.append("}")
  }

  /// One event or expectation.
  private mutating func writeEvent(_ event: ScriptEvent) {
    text.append("{")
    text.append(key: .type)
    text.append(quoted: event.type)
    switch event {
    case .engine(.focus(let view, let caret)):
      text.append(member: .view)
      text.append(quoted: view.rawValue)
      if let caret {
        text.append(member: .caret)
        text.append(array: caret)
      }
    case .engine(.keyboard(let notification)):
      text.append(member: .frame)
      text.append(array: notification.frame)
      text.append(member: .duration)
      text.append(number: notification.animation.duration)
      text.append(member: .curve)
      text.append(integer: notification.animation.curve.rawValue)
    case .engine(.scroll(let view, let offset)):
      text.append(member: .view)
      text.append(quoted: view.rawValue)
      text.append(member: .offset)
      text.append(array: offset)
    case .engine(.caret(let rect)):
      text.append(member: .caret)
      text.append(array: rect)
    case .engine, .terminate, .relaunch:
      // The benchmarks' scripts hold no other events.
      break
    case .expect(let expectation):
      if let rootShift = expectation.rootShift {
        text.append(member: .rootShift)
        text.append(number: rootShift)
      }
      if !expectation.visible.isEmpty {
        text.append(member: .visible)
        text.append(quotedArray: expectation.visible.lazy.map(\.rawValue))
      }
      if let effects = expectation.effects {
        text.append(member: .effects)
        text.append(integer: effects)
      }
    }
    text.append("}")
  }
}

/// A `recursiveDescription` printout read into its views, each with its depth and parent, in
/// printout order; layer lines (` (layer)`) are read and left out.
///
/// Accepted around and in each line: the standard indentation (`   |    | `), pipes collapsed
/// (`||`) or tabs as pasted from the web, a view controller's iOS 5–6 prefix
/// (`'Name:0x…' 1 child[…] `), an iOS 5–6 `XX (…)` around a view, a ` - …` tail (` - (null)`,
/// an image's name) and an annotation after the entry (` effect=none`, ` layout=0x…`). Other
/// words after an entry (iOS 17's ` clientRequestedContentView effect=none`) are a warning,
/// and the view is kept. Any other line is an error, or a warning when `lenient`; so are views
/// after the first at the top level (separate printouts), in one diagnostic.

import KeyboardScript
struct HierarchyPrintout {
  /// A view of the printout.
  struct Node {
    var view: PrintedView
    /// Its parent's position in ``nodes``; `nil` for the root.
    var parent: Int?
  }

  /// The views, parents before children.
  var nodes: [Node] = []
  /// What was found on the way.
  var diagnostics: [ImportDiagnostic] = []

  /// Reads a printout.
  init(_ printout: PrintoutLines, fileName: String, lenient: Bool) {
    let lines = printout.lines
    let scanner = EntryScanner(lines: lines)
    // The chain of views the next line may hang under: (depth, node).
    var chain: [(depth: Int, node: Int)] = []
    // Widths of space-only indentation along the chain, for printouts without pipes or tabs.
    var widths: [Int] = []
    var skippingDepth: Int?
    // The views found at the top level after the first, and where the first of them stands.
    var extraRoots = 0
    var firstExtraRoot: (diagnostic: Int, line: PrintoutLines.Line, offset: Int)?
    var index = 0
    func report(_ reason: ImportDiagnostic.Reason, line: PrintoutLines.Line, offset: Int) {
      diagnostics.append(
        ImportDiagnostic(
          fileName: fileName, line: line.line, column: line.column(at: offset),
          severity: lenient ? .warning : .error, reason: reason))
    }
    while index < lines.count {
      let line = lines[index]
      let bytes = line.bytes
      index += 1
      // The indentation.
      var offset = 0
      var pipes = 0
      var tabs = 0
      var spaces = 0
      while offset < bytes.count {
        switch bytes[offset] {
        case UInt8(ascii: "|"): pipes += 1
        case 0x09: tabs += 1
        case 0x20: spaces += 1
        default: break
        }
        guard bytes[offset] == UInt8(ascii: "|") || isSpace(bytes[offset]) else { break }
        offset += 1
      }
      // Decorations of iOS 5–6.
      var inParentheses = false
      if offset < bytes.count, bytes[offset] == UInt8(ascii: "X"),
        hasPrefix(bytes[offset...], "XX (")
      {
        inParentheses = true
        offset += 4
      } else if offset < bytes.count, bytes[offset] == UInt8(ascii: "'") {
        offset = afterControllerPrefix(bytes, from: offset)
      }
      let start = EntryScanner.Position(line: index - 1, offset: offset)
      guard let result = scanner.entry(at: start) else {
        let found = ImportDiagnostic.found(bytes[offset...])
        report(.notAView(found: found), line: line, offset: offset)
        continue
      }
      let view: PrintedView
      let end: EntryScanner.Position
      switch result {
      case .failure(let reason):
        report(reason, line: line, offset: offset)
        continue
      case .success(let entry):
        (view, end) = entry
      }
      // What may follow the entry on its last line.
      let endLine = lines[end.line]
      var tail = end.offset
      let endBytes = endLine.bytes
      if inParentheses, tail < endBytes.count, endBytes[tail] == UInt8(ascii: ")") { tail += 1 }
      var isLayer = false
      if hasPrefix(endBytes[tail...], " (layer)") {
        isLayer = true
        tail += 8
      }
      if hasPrefix(endBytes[tail...], " - ") || isAnnotation(endBytes[tail...]) {
        tail = endBytes.count
      }
      if startsAttributes(endBytes[tail...]) {
        // Words UIKit prints after some entries that are not read: the view is kept.
        if !isLayer {
          let found = ImportDiagnostic.found(endBytes[(tail + 1)...])
          diagnostics.append(
            ImportDiagnostic(
              fileName: fileName, line: endLine.line, column: endLine.column(at: tail + 1),
              severity: .warning, reason: .unknownAttributes(found: found)))
        }
        tail = endBytes.count
      }
      while tail < endBytes.count, isSpace(endBytes[tail]) { tail += 1 }
      index = end.line + 1
      if tail < endBytes.count {
        let found = ImportDiagnostic.found(endBytes[tail...])
        report(.textAfterEntry(found: found), line: endLine, offset: tail)
        if !lenient { continue }
      }
      if isLayer { continue }
      // The depth.
      var depth: Int
      if pipes > 0 {
        depth = pipes
      } else if tabs > 0 {
        depth = tabs
      } else {
        depth = 0
        if spaces > 0 {
          depth = widths.lastIndex { $0 < spaces }.map { $0 + 1 } ?? 0
          if let same = widths.lastIndex(of: spaces) { depth = same }
        }
      }
      if let skipping = skippingDepth {
        if depth > skipping { continue }
        skippingDepth = nil
      }
      guard let root = chain.first else {
        chain = [(depth, nodes.count)]
        widths = [spaces]
        nodes.append(Node(view: view, parent: nil))
        continue
      }
      if depth <= root.depth {
        extraRoots += 1
        if firstExtraRoot == nil { firstExtraRoot = (diagnostics.count, line, offset) }
        skippingDepth = depth
        continue
      }
      while let last = chain.last, last.depth >= depth { chain.removeLast() }
      guard let parent = chain.last else { continue }
      if depth > parent.depth + 1 {
        report(.skippedLevel(depth: depth, previous: parent.depth), line: line, offset: offset)
        if !lenient { continue }
        depth = parent.depth + 1
      }
      widths.removeSubrange(min(chain.count, widths.count)...)
      widths.append(spaces)
      chain.append((depth, nodes.count))
      nodes.append(Node(view: view, parent: parent.node))
    }
    if let first = firstExtraRoot {
      diagnostics.insert(
        ImportDiagnostic(
          fileName: fileName, line: first.line.line, column: first.line.column(at: first.offset),
          severity: lenient ? .warning : .error,
          reason: .separatePrintouts(topLevelViews: extraRoots + 1)),
        at: first.diagnostic)
    }
    if nodes.isEmpty, !diagnostics.contains(where: { $0.severity == .error }) {
      let last = lines.last
      diagnostics.append(
        ImportDiagnostic(
          fileName: fileName, line: last?.line ?? 1, column: 1, severity: .error, reason: .noView))
    }
  }
}

/// The offset after an iOS 5–6 view controller prefix at `offset`
/// (`'Name:0x…' 1 child[Child:0x… ] `), or `offset` when the bytes there are not one.
private func afterControllerPrefix(_ bytes: LineBytes, from offset: Int) -> Int {
  var index = offset + 1
  while index < bytes.count, bytes[index] != UInt8(ascii: "'") { index += 1 }
  guard index < bytes.count else { return offset }
  index += 1
  while index < bytes.count, bytes[index] == 0x20 { index += 1 }
  if index < bytes.count, isDigit(bytes[index]) {
    while index < bytes.count, bytes[index] != UInt8(ascii: "[") { index += 1 }
    while index < bytes.count, bytes[index] != UInt8(ascii: "]") { index += 1 }
    guard index < bytes.count else { return offset }
    index += 1
    while index < bytes.count, bytes[index] == 0x20 { index += 1 }
  }
  return index
}

/// Whether the bytes after an entry are an annotation UIKit prints there: a space, a word and
/// `=` (` effect=none`, ` layout=0x…`, ` buttonBar=0x…`, ` minSize = {0, 0}, …`).
private func isAnnotation(_ bytes: LineBytes) -> Bool {
  guard bytes.first == 0x20 else { return false }
  var index = bytes.startIndex + 1
  let start = index
  while index < bytes.endIndex, isIdentifierByte(bytes[index]) { index += 1 }
  guard index > start else { return false }
  if hasPrefix(bytes[index...], " = ") { return true }
  return index < bytes.endIndex && bytes[index] == UInt8(ascii: "=")
}

/// Whether the bytes after an entry start words UIKit prints there that are not read: a space,
/// then a letter or `_` (` clientRequestedContentView effect=none`).
private func startsAttributes(_ bytes: LineBytes) -> Bool {
  guard bytes.first == 0x20, bytes.count > 1 else { return false }
  let next = bytes[bytes.startIndex + 1]
  return isIdentifierByte(next) && !isDigit(next)
}

@inline(__always)
private func isIdentifierByte(_ byte: UInt8) -> Bool {
  isASCIILetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_")
}

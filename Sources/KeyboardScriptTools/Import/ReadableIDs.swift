/// Readable, stable view ids: a prefix and a counter per prefix, in the order views are named
/// (`textField1`, `textField2`, `table1`, `label1`).
///
/// A prefix that ends in a digit would make ids that read like another prefix's
/// (`cell1` + `1`), so the counter follows an underscore there (`cell1_1`); an id is never
/// handed out twice.

import KeyboardScript
struct ReadableIDs {
  private var counters: [String: Int] = [:]
  private var used: Set<String> = []

  /// The next id with `prefix`.
  mutating func next(_ prefix: String) -> String {
    let separator = endsInNumber(prefix) ? "_" : ""
    var counter = counters[prefix, default: 0]
    var id: String
    repeat {
      counter += 1
      id = prefix + separator + String(counter)
    } while used.contains(id)
    counters[prefix] = counter
    used.insert(id)
    return id
  }
}

/// Whether a prefix's last character is a number. When its last two bytes (or its only byte)
/// are ASCII, as in every prefix the importer makes, the last character is the last byte alone
/// (two ASCII scalars other than a carriage return and a line feed are two characters), and it
/// is a number when that byte is a digit: the last character is not looked for. Else its
/// `isNumber`.
private func endsInNumber(_ prefix: String) -> Bool {
  let utf8 = prefix.utf8
  guard let last = utf8.last else { return false }
  let beforeLast = utf8.dropLast().last ?? 0
  if last < 0x80, beforeLast < 0x80 { return isDigit(last) }
  return prefix.last?.isNumber == true
}

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
    let separator = prefix.last.map { $0.isNumber } == true ? "_" : ""
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

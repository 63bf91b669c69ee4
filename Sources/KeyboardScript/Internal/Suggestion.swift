/// The candidate closest to a misspelt word, for "did you mean" messages, or `nil` if none is
/// close: within one edit for short words, a third of the length for longer ones, counting an
/// adjacent transposition as one edit. Ties go to the alphabetically first candidate, so the
/// suggestion never depends on the candidates' order.
///
/// ```swift
/// suggestion(for: "contentOfset", among: ["contentOffset", "contentInset"])  // "contentOffset"
/// suggestion(for: "xyz", among: ["frame"])                                  // nil
/// ```
package func suggestion(for word: String, among candidates: some Sequence<String>) -> String? {
  let source = Array(word.utf8)
  guard source.count <= 64 else { return nil }
  var best: (candidate: String, distance: Int)?
  for candidate in candidates {
    let target = Array(candidate.utf8)
    let limit = max(1, target.count / 3)
    let distance = editDistance(source, target)
    guard distance <= limit else { continue }
    if let best,
      distance > best.distance || (distance == best.distance && candidate > best.candidate)
    {
      continue
    }
    best = (candidate, distance)
  }
  return best?.candidate
}

/// The optimal-string-alignment distance between two byte strings: insertions, deletions,
/// substitutions and adjacent transpositions each cost one.
func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var previousPrevious = [Int](repeating: 0, count: b.count + 1)
  var previous = Array(0...b.count)
  var current = [Int](repeating: 0, count: b.count + 1)
  for i in 1...a.count {
    current[0] = i
    for j in 1...b.count {
      let cost = a[i - 1] == b[j - 1] ? 0 : 1
      var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
        value = min(value, previousPrevious[j - 2] + 1)
      }
      current[j] = value
    }
    (previousPrevious, previous, current) = (previous, current, previousPrevious)
  }
  return previous[b.count]
}

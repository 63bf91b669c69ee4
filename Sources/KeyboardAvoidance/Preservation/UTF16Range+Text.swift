// TEMPORARY naive implementation; replaced by the selection-model branch.
extension UTF16Range {
  public func clamped(toUTF16Count count: Int) -> UTF16Range {
    let start = min(max(0, location), count)
    let end = min(max(start, location + max(0, length)), count)
    return UTF16Range(location: start, length: end - start)
  }

  public func snapped(in text: String) -> UTF16Range {
    let range = clamped(toUTF16Count: text.utf16.count)
    var boundaries: [Int] = []
    var index = text.startIndex
    while index < text.endIndex {
      boundaries.append(index.utf16Offset(in: text))
      index = text.index(after: index)
    }
    boundaries.append(text.utf16.count)
    let start = boundaries.last { $0 <= range.location } ?? 0
    if range.length == 0 { return UTF16Range(location: start, length: 0) }
    let end = boundaries.first { $0 >= range.upperBound } ?? text.utf16.count
    return UTF16Range(location: start, length: end - start)
  }

  public func mapped(from oldText: String, to newText: String) -> UTF16Range {
    let old = Array(oldText.utf16)
    let new = Array(newText.utf16)
    var p = 0
    while p < old.count, p < new.count, old[p] == new[p] { p += 1 }
    var q = 0
    while q < min(old.count, new.count) - p, old[old.count - 1 - q] == new[new.count - 1 - q] {
      q += 1
    }
    let range = clamped(toUTF16Count: old.count)
    let s = range.location
    let e = range.upperBound
    let delta = new.count - old.count
    let result: UTF16Range
    if s >= old.count - q {
      result = UTF16Range(location: s + delta, length: e - s)
    } else if e <= p {
      result = range
    } else {
      let start = min(s, p)
      let end = e >= old.count - q ? e + delta : new.count - q
      result = UTF16Range(location: start, length: end - start)
    }
    return result.snapped(in: newText)
  }
}

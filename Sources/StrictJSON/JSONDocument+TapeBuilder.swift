extension JSONDocument {
  /// The tape under construction: a growable buffer of entries that the parser appends to
  /// without `Array`'s per-append uniqueness and capacity bookkeeping.
  ///
  /// A builder cannot be copied, so exactly one value owns the buffer: ``finish()`` consumes
  /// the builder and hands the buffer to a ``Tape``; a builder that is dropped instead (the
  /// parser threw) frees it. `Entry` is a trivial type, so memory is never deinitialized.
  struct TapeBuilder: ~Copyable {
    private var base: UnsafeMutablePointer<Entry>
    private var capacity: Int
    /// The number of entries appended so far; the next entry's index.
    private(set) var count = 0

    /// Creates an empty tape with room for `capacity` entries before it first grows.
    init(capacity: Int) {
      self.capacity = max(capacity, 16)
      base = .allocate(capacity: self.capacity)
    }

    /// Appends `entry`, doubling the buffer when it is full.
    mutating func append(_ entry: Entry) {
      if count == capacity {
        grow()
      }
      (base + count).initialize(to: entry)
      count += 1
    }

    /// The entry at `index`, which must be below ``count``.
    subscript(index: Int) -> Entry {
      get { base[index] }
      set { base[index] = newValue }
    }

    deinit {
      base.deallocate()
    }

    /// The finished tape, which takes over the builder's memory.
    consuming func finish() -> Tape {
      let tape = Tape(taking: base, count: count)
      discard self
      return tape
    }

    private mutating func grow() {
      let newCapacity = capacity * 2
      let newBase = UnsafeMutablePointer<Entry>.allocate(capacity: newCapacity)
      newBase.moveInitialize(from: base, count: count)
      base.deallocate()
      base = newBase
      capacity = newCapacity
    }
  }

  /// A finished tape: the entries of a parsed document, immutable, in memory this object owns
  /// and frees.
  ///
  /// Reading past the end yields a `null` entry rather than reading out of bounds, so that a
  /// mistaken index can never touch memory outside the tape.
  final class Tape: @unchecked Sendable {
    private let base: UnsafeMutablePointer<Entry>
    /// The number of entries.
    let count: Int

    /// Takes ownership of `count` initialized entries at `base`.
    fileprivate init(taking base: UnsafeMutablePointer<Entry>, count: Int) {
      self.base = base
      self.count = count
    }

    deinit {
      base.deallocate()
    }

    /// The entry at `index`; a `null` entry if `index` is outside the tape.
    subscript(index: Int) -> Entry {
      guard index >= 0, index < count else { return Entry(kind: .null, start: 0) }
      return base[index]
    }
  }
}

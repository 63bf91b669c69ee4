/// Forty-eight `Int32` values stored inline, so that a value holding them allocates nothing.
///
/// A homogeneous tuple rather than `InlineArray`, which on Apple platforms needs iOS 26 /
/// macOS 26; the package's floor is iOS 16 / macOS 13. The elements of a homogeneous tuple are
/// laid out contiguously, so a position is a byte offset into it.
@usableFromInline
struct InlineSlots {
  /// The number of values.
  @inlinable static var count: Int { 48 }

  @usableFromInline var storage:
    (
      Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32,
      Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32,
      Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32,
      Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32
    )

  /// Forty-eight copies of `value`.
  @inlinable
  init(repeating value: Int32) {
    storage = (
      value, value, value, value, value, value, value, value, value, value, value, value, value,
      value, value, value, value, value, value, value, value, value, value, value, value, value,
      value, value, value, value, value, value, value, value, value, value, value, value, value,
      value, value, value, value, value, value, value, value, value
    )
  }

  /// The value at `position`; reading outside `0..<count` gives -1 and writing there does
  /// nothing.
  @inlinable
  subscript(position: Int) -> Int32 {
    @inline(__always) get {
      guard position >= 0, position < Self.count else { return -1 }
      return withUnsafeBytes(of: storage) {
        $0.load(fromByteOffset: position &* MemoryLayout<Int32>.stride, as: Int32.self)
      }
    }
    @inline(__always) set {
      guard position >= 0, position < Self.count else { return }
      withUnsafeMutableBytes(of: &storage) {
        $0.storeBytes(
          of: newValue, toByteOffset: position &* MemoryLayout<Int32>.stride, as: Int32.self)
      }
    }
  }
}

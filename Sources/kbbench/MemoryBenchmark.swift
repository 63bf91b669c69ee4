import Foundation
import KeyboardAvoidance

// glibc's mallinfo2() reaches Swift through the CoreFoundation module that ships with
// Foundation on Linux (its headers include <malloc.h>; the Glibc module's do not).
#if os(Linux) && canImport(CoreFoundation)
  import CoreFoundation
#endif

/// Measures how many bytes a ``KeyboardAvoidance/ViewTree`` holds per view, and reads the
/// process's peak resident set size.
///
/// Method: the heap in use (glibc's `mallinfo2()`: bytes in allocated chunks of the main arena,
/// `uordblks`, plus memory-mapped large blocks, `hblkhd`; the benchmark allocates on one thread,
/// so everything is in the main arena) is read before generating a screen and again while only
/// the finished screen is alive, after the generator's temporary plans are freed. The
/// difference divided by the number of views is everything the tree's storage really holds:
/// the node array (with the slack of its growth by doubling), the parent array, one child array
/// per view with children, the identity dictionary and its buckets, and malloc's own headers.
///
/// For comparison, ``layoutEstimate(of:)`` adds up `MemoryLayout` strides of the stored element
/// types at exactly the needed capacities: a lower bound, without growth slack.
enum MemoryBenchmark {
  /// What the measurement found.
  struct Result {
    /// Views on the measured screen.
    var viewCount: Int
    /// Heap bytes per view, measured; `nil` where `mallinfo2()` is unavailable.
    var measuredBytesPerView: Double?
    /// Bytes per view by `MemoryLayout` at exact capacities.
    var estimatedBytesPerView: Double
    /// `MemoryLayout<ViewNode>.stride`.
    var nodeStride: Int

    /// The measured figure where there is one, else the estimate.
    var bytesPerView: Double { measuredBytesPerView ?? estimatedBytesPerView }
  }

  /// Measures a generated screen of `viewCount` views.
  static func run(viewCount: Int = 100_000) throws(BenchmarkError) -> Result {
    let before = heapInUse()
    let screen = try ScreenGenerator.screen(viewCount: viewCount, seed: 0x5EED_0004)
    let after = heapInUse()
    let measured = before.flatMap { before in
      after.map { Double($0 - before) / Double(screen.tree.count) }
    }
    return withExtendedLifetime(screen) {
      Result(
        viewCount: screen.tree.count, measuredBytesPerView: measured,
        estimatedBytesPerView: layoutEstimate(of: screen.tree),
        nodeStride: MemoryLayout<ViewNode>.stride)
    }
  }

  /// Bytes the heap holds for the program, or `nil` where `mallinfo2()` is unavailable.
  static func heapInUse() -> Int? {
    #if os(Linux) && canImport(CoreFoundation)
      let info = mallinfo2()
      return Int(info.uordblks) + Int(info.hblkhd)
    #else
      return nil
    #endif
  }

  /// Bytes per view from the stored element types: a node, a parent slot and a child-array
  /// reference per view; the identity dictionary's key and value per bucket (buckets a power of
  /// two at most 3/4 full, plus a metadata bit each); and per view with children, a heap
  /// buffer of a 32-byte array header and 4 bytes per child, rounded up to malloc's 16-byte
  /// chunks with their 8-byte header.
  static func layoutEstimate(of tree: ViewTree) -> Double {
    let count = tree.count
    let perView =
      MemoryLayout<ViewNode>.stride + MemoryLayout<Int32>.stride + MemoryLayout<[Int32]>.stride
    var buckets = 1
    while buckets * 3 < count * 4 { buckets *= 2 }
    let bucketBytes = MemoryLayout<ViewID>.stride + MemoryLayout<Int32>.stride
    let dictionary = buckets * bucketBytes + buckets / 8
    var childBuffers = 0
    for view in tree.views {
      let children = tree.children(of: view.id).count
      guard children > 0 else { continue }
      childBuffers += (32 + 4 * children + 8 + 15) / 16 * 16
    }
    return Double(count * perView + dictionary + childBuffers) / Double(count)
  }

  /// The process's peak resident set size in kibibytes (`VmHWM` of `/proc/self/status`), or
  /// `nil` where there is no such file.
  static func peakResidentKiB() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      let digits = line.dropFirst("VmHWM:".count).filter(\.isNumber)
      return Int(digits)
    }
    return nil
  }
}

import KeyboardAvoidance
import KeyboardScript

/// A class name as `recursiveDescription` prints it, and the view kind and readable name the
/// importer gives it.
///
/// The printed name may be a UIKit class (`UITableView`), one of UIKit's internals
/// (`_UITextContainerView`, `UIFieldEditor`), a module-qualified Swift class
/// (`MyApp.FormTableView`) or a Swift-mangled one (`_TtC5MyApp13FormTableView`).
struct PrintedClass {
  /// The name as printed.
  let name: String
  /// The class's own name: the last component of a module-qualified name, the class of a
  /// Swift-mangled one (`_TtC5MyApp8FormView` → `FormView`), generic arguments left out. Worked
  /// out once: the kind, the id and the bars read it.
  let shortName: String
  /// Whether ``shortName`` is known to be ASCII: each of its bytes is then one character, and
  /// its suffixes are compared byte by byte (``kind(baseClass:printsContentOffset:)``).
  let isASCII: Bool

  /// The class `name` names.
  init(name: String) {
    self.name = name
    (shortName, isASCII) = Self.shortName(of: name)
  }

  /// The UIKit classes whose kind is not `view`.
  static let kinds: [(name: String, kind: ViewKind)] = [
    ("UIScrollView", .scroll), ("UITableView", .table), ("UICollectionView", .collection),
    ("UITextView", .textView), ("UITextField", .textField), ("UISearchTextField", .textField),
    ("UISearchBarTextField", .textField), ("UITableViewCell", .cell),
    ("UICollectionViewCell", .cell), ("UICollectionViewListCell", .cell), ("UIStackView", .stack),
  ]

  /// ``kinds``' names without `UI` (`TableView`), the suffixes a custom class's name may end in.
  static let suffixKinds: [(suffix: String, kind: ViewKind)] = kinds.map {
    (String($0.name.dropFirst(2)), $0.kind)
  }

  /// UIKit's internal views that print like scroll views or fields but are plain views.
  static let internalNames: Set<String> = ["UIFieldEditor", "UITableViewWrapperView"]

  /// ``shortName`` of a printed name, and whether it is known to be ASCII.
  ///
  /// A name whose bytes up to its first `<` are ASCII, and whose `<` (if any) no byte outside
  /// ASCII follows, is cut byte by byte: there each byte is one character (no combining mark
  /// joins the `<` or a `.`), so the bytes find the characters `Character`s would. Any other
  /// name is searched by `Character`, as Swift compares text.
  ///
  /// - Complexity: O(*n*) in the name's bytes.
  private static func shortName(of name: String) -> (String, isASCII: Bool) {
    if let mangled = demangled(name) { return (mangled, false) }
    // The offsets of the last `.` before the first `<`, and of that `<`; and every byte up to
    // the one after it, OR'd.
    var lastDot = -1
    var generic: Int?
    var bits: UInt8 = 0
    var offset = 0
    for byte in name.utf8 {
      bits |= byte
      if generic != nil { break }
      if byte == UInt8(ascii: "<") {
        generic = offset
      } else if byte == UInt8(ascii: ".") {
        lastDot = offset
      }
      offset += 1
    }
    if bits < 0x80 {
      let utf8 = name.utf8
      if lastDot < 0, generic == nil { return (name, true) }
      let start = utf8.index(utf8.startIndex, offsetBy: lastDot + 1)
      let end = generic.map { utf8.index(utf8.startIndex, offsetBy: $0) } ?? utf8.endIndex
      return (String(decoding: utf8[start..<end], as: UTF8.self), true)
    }
    var base = Substring(name)
    if let generic = base.firstIndex(of: "<") { base = base[..<generic] }
    if let dot = base.lastIndex(of: ".") { base = base[base.index(after: dot)...] }
    return (String(base), false)
  }

  /// Whether the class is one of UIKit's internals: a name starting with `_` (once demangled),
  /// `UIFieldEditor` or `UITableViewWrapperView`.
  var isInternal: Bool {
    let short = shortName
    return short.hasPrefix("_") || Self.internalNames.contains(short)
  }

  /// The kind of a view of this class: a known UIKit class's; else, for a custom class, its
  /// `baseClass`'s; without a `baseClass`, that of the known class its own name ends in
  /// (`FeedTableView`, `PaddedUITextField`); a view that prints a `contentOffset` is a `scroll`
  /// view; anything else and UIKit's internals are plain views.
  func kind(baseClass: String?, printsContentOffset: Bool) -> ViewKind {
    if isInternal { return .view }
    let short = shortName
    if let kind = Self.exactKind(short) { return kind }
    let fallback: ViewKind = printsContentOffset ? .scroll : .view
    if let baseClass {
      return Self.exactKind(PrintedClass(name: baseClass).shortName) ?? fallback
    }
    // The longest known name (without `UI`) the class's name ends in: `SearchTextField` before
    // `TextField`. Case matters, so `ContextView` does not end in `TextView`.
    var best: (length: Int, kind: ViewKind)?
    for (suffix, kind) in Self.suffixKinds {
      guard endsIn(suffix), suffix.utf8.count > best?.length ?? 0 else { continue }
      best = (suffix.utf8.count, kind)
    }
    return best?.kind ?? fallback
  }

  /// Whether ``shortName`` ends in `suffix`, one of ``suffixKinds``' ASCII suffixes: byte by
  /// byte when the name is ASCII (each byte a character), else by `Character`s.
  private func endsIn(_ suffix: String) -> Bool {
    guard isASCII else { return shortName.hasSuffix(suffix) }
    let name = shortName.utf8
    let suffix = suffix.utf8
    return name.count >= suffix.count && name.suffix(suffix.count).elementsEqual(suffix)
  }

  private static func exactKind(_ name: String) -> ViewKind? {
    kinds.first { $0.name == name }?.kind
  }

  /// The prefix of a readable id for a plain view of this class: its short name without
  /// UIKit's `UI` prefix, first letter lowercased, letters and digits only (`UILabel` →
  /// `label`, `MyApp.LoginHeader` → `loginHeader`, `_UIBarBackground` → `barBackground`).
  var idPrefix: String {
    // The ASCII letters and digits of the name, as bytes (a scalar outside ASCII has no byte
    // below 0x80 in UTF-8).
    var bytes = shortName.utf8.filter { isASCIILetter($0) || isDigit($0) }
    if bytes.count > 2, bytes[0] == UInt8(ascii: "U"), bytes[1] == UInt8(ascii: "I"),
      isASCIIUppercase(bytes[2])
    {
      bytes.removeFirst(2)
    }
    if bytes.count > 40 { bytes.removeLast(bytes.count - 40) }
    guard let first = bytes.first, !isDigit(first) else {
      return "view" + String(decoding: bytes, as: UTF8.self)
    }
    // Lowercase the leading capital, or an acronym's capitals but the last (`URLField` →
    // `urlField`, `WKWebView` → `wkWebView`).
    var run = 0
    while run < bytes.count, isASCIIUppercase(bytes[run]) { run += 1 }
    let lowered = run <= 1 || run == bytes.count ? run : run - 1
    for index in 0..<lowered { bytes[index] += 0x20 }
    return String(decoding: bytes, as: UTF8.self)
  }
}

@inline(__always)
private func isASCIIUppercase(_ byte: UInt8) -> Bool { byte &- 0x41 < 26 }

/// The class of a Swift-mangled Objective-C name: `_TtC5MyApp8FormView` → `FormView` (the last
/// of nested names), `_TtGC7SwiftUI14_UIHostingViewV5MyApp11ContentView_` → `_UIHostingView`
/// (a generic class's own name); `nil` for a name that is not mangled.
private func demangled(_ name: String) -> String? {
  // A name that is not mangled is not copied.
  guard name.utf8.count > 4, name.utf8.starts(with: "_Tt".utf8) else { return nil }
  let bytes = Array(name.utf8)
  var index = 3
  let isGeneric = index < bytes.count && bytes[index] == UInt8(ascii: "G")
  // The kind letters (`C`, `CC`, `GC`).
  while index < bytes.count, !isDigit(bytes[index]) {
    if bytes[index] == UInt8(ascii: "S"), index + 1 < bytes.count, !isDigit(bytes[index + 1]) {
      index += 2  // A standard-library module (`Ss`, `s`).
      continue
    }
    index += 1
  }
  var names: [String] = []
  while index < bytes.count, isDigit(bytes[index]) {
    var length = 0
    while index < bytes.count, isDigit(bytes[index]), length < 10_000 {
      length = length * 10 + Int(bytes[index] - 0x30)
      index += 1
    }
    guard length > 0, index + length <= bytes.count else { break }
    names.append(String(decoding: bytes[index..<(index + length)], as: UTF8.self))
    index += length
    // A generic class's name is the one after its module; nested classes keep going.
    if isGeneric, names.count == 2 { break }
  }
  guard names.count >= 2 else { return nil }
  return names.last
}

/// How restoration paths are built (<doc:PreservingScrollPositionAndTheCaret>): the restoration
/// identifiers from the root down, joined by `/`. The one home of the rule, read by the tree, the
/// engine and the script reader.
///
/// ```swift
/// RestorationPath.child("list", of: "app/tabs/inbox")  // "app/tabs/inbox/list"
/// ```
package enum RestorationPath {
  /// What joins the identifiers.
  package static let separator = "/"

  /// The path of a view whose identifier is `identifier`, under a parent at `parent` (`nil` for
  /// the root).
  package static func child(_ identifier: String, of parent: String?) -> String {
    guard let parent else { return identifier }
    return parent + separator + identifier
  }

  /// The path of identifiers listed from a view up to the root.
  package static func joining<Identifiers: BidirectionalCollection<String>>(
    leafFirst identifiers: Identifiers
  ) -> String {
    identifiers.reversed().joined(separator: separator)
  }

  /// Whether `path` is `ancestor`'s own path or lies under it.
  package static func path(_ path: String, isWithin ancestor: String) -> Bool {
    path == ancestor || path.hasPrefix(ancestor + separator)
  }
}

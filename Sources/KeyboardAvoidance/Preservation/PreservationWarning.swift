/// Something preservation set aside without failing: restoration data is disposable, so a bad
/// archive or a misbehaving list never stops the app, but the host (and a trace) should hear of
/// it.
///
/// ```swift
/// let effects = engine.restore(from: archive)
/// for warning in engine.warnings { log(warning) }  // archive version 2 is not 1; ignored
/// ```
public enum PreservationWarning: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The archive's bytes could not be read; the message says where and why. It was ignored.
  case unreadableArchive(String)
  /// The archive is of another version; it was ignored.
  case unsupportedVersion(Int)
  /// An archive entry names a restoration path no view has any more; it was skipped.
  case unknownPath(String)
  /// Two views have the same restoration path; neither is preserved.
  case duplicatePath(String)
  /// Anchoring kept moving a list by tiny amounts without the user scrolling (a feedback loop
  /// between the app's layout and the compensation), so it is off for that list until the next
  /// user scroll. `mean` is the mean magnitude of the last compensations.
  case anchoringSuspended(ViewID, mean: Double)

  /// The warning in words, as traces print it after `warning:`.
  public var description: String {
    switch self {
    case .unreadableArchive(let message): "archive ignored: \(message)"
    case .unsupportedVersion(let version):
      "archive ignored: version \(version) is not \(PreservationArchive.currentVersion)"
    case .unknownPath(let path): "archive entry \"\(path)\" skipped: no view has that path"
    case .duplicatePath(let path): "restoration path \"\(path)\" is used twice; not preserved"
    case .anchoringSuspended(let id, let mean):
      "anchoring of \"\(id)\" suspended: \(AnchoringLoopBreaker.limit) compensations averaging "
        + "\(formatted(mean)) pt without a user scroll; it resumes at the next user scroll"
    }
  }
}

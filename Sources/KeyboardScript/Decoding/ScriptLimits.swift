/// The limits that keep hostile or broken scripts from exhausting the machine. Exceeding one is
/// an ordinary script error (exit status 2) naming the JSON path, never a crash.
public enum ScriptLimits {
  /// The largest script file, in bytes (256 MiB).
  public static let maximumFileSize = 256 * 1024 * 1024
  /// How deeply arrays and objects may nest (256 levels, about 127 levels of views).
  public static let maximumDepth = 256
  /// The most views a screen may hold.
  public static let maximumViews = 1_000_000
  /// The most events a script may hold.
  public static let maximumEvents = 2_000_000
  /// The largest magnitude of any coordinate, size, inset, distance or duration: 10,000,000
  /// points, so that sums of them stay exact and finite.
  public static let maximumMagnitude = 10_000_000.0
  /// The longest id or name, in UTF-8 bytes.
  public static let maximumStringLength = 1024
}

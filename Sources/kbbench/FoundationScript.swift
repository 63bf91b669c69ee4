/// The script format as plain `Decodable` types, for decoding with Foundation's `JSONDecoder`:
/// the yardstick the library's own decoder is compared with.
///
/// Every key of SCRIPT.md has a field, optional where the format lets it be left out; values
/// stay as JSON gives them (numbers in arrays, enumerations as strings), and nothing is
/// validated beyond the types. That is less work than the library's decoder does, which also
/// builds the view tree and checks every rule.
struct FoundationScript: Decodable {
  /// The optional `name`.
  var name: String?
  /// The `window` object.
  var window: FoundationWindow
  /// The optional `settings` object.
  var settings: FoundationSettings?
  /// The `root` view and, through its children, every view.
  var root: FoundationView
  /// The `events` array.
  var events: [FoundationEvent]
}

/// A `window` object.
struct FoundationWindow: Decodable {
  /// `[width, height]`.
  var size: [Double]
}

/// A `settings` object.
struct FoundationSettings: Decodable {
  /// The global keyboard distance.
  var keyboardDistance: Double?
  /// The global restore policy's name.
  var restorePolicy: String?
}

/// A view object.
struct FoundationView: Decodable {
  /// `id`.
  var id: String
  /// `kind`; `nil` for a plain view.
  var kind: String?
  /// `frame`, `[x, y, width, height]`.
  var frame: [Double]
  /// `children`.
  var children: [FoundationView]?
  /// `safeArea`.
  var safeArea: [Double]?
  /// `contentSize`.
  var contentSize: [Double]?
  /// `contentOffset`.
  var contentOffset: [Double]?
  /// `contentInset`.
  var contentInset: [Double]?
  /// `indicatorInsets`.
  var indicatorInsets: [Double]?
  /// `scrollEnabled`.
  var scrollEnabled: Bool?
  /// `axis`.
  var axis: String?
  /// `ignoresScrolling`.
  var ignoresScrolling: Bool?
  /// `ignoresInset`.
  var ignoresInset: Bool?
  /// `restorePolicy`.
  var restorePolicy: String?
  /// `distance`.
  var distance: Double?
  /// `avoidance`.
  var avoidance: String?
}

/// An event object of any type, its keys all optional but `type`.
struct FoundationEvent: Decodable {
  /// `type`.
  var type: String
  /// `view` of focus, scroll and update events.
  var view: String?
  /// `caret` of focus and caret events.
  var caret: [Double]?
  /// `frame` of keyboard and update events.
  var frame: [Double]?
  /// `duration` of keyboard events.
  var duration: Double?
  /// `curve` of keyboard events.
  var curve: Int?
  /// `offset` of scroll events.
  var offset: [Double]?
  /// `contentSize` of update events.
  var contentSize: [Double]?
  /// `contentInset` of update events.
  var contentInset: [Double]?
  /// `contentOffset` of update events.
  var contentOffset: [Double]?
  /// `window` of resize events.
  var window: FoundationWindow?
  /// `frames` of resize events.
  var frames: [String: [Double]]?
  /// `safeArea` of resize events.
  var safeArea: [Double]?
  /// `keyboardDistance` of settings events.
  var keyboardDistance: Double?
  /// `restorePolicy` of settings events.
  var restorePolicy: String?
  /// `views` of expectations.
  var views: [String: FoundationExpectedView]?
  /// `rootShift` of expectations.
  var rootShift: Double?
  /// `visible` of expectations.
  var visible: [String]?
  /// `effects` of expectations.
  var effects: Int?
}

/// The expected state of one scroll container in an expectation.
struct FoundationExpectedView: Decodable {
  /// `contentOffset`.
  var contentOffset: [Double]?
  /// `contentInset`.
  var contentInset: [Double]?
  /// `indicatorInsets`.
  var indicatorInsets: [Double]?
}

import KeyboardScript

/// The script format as plain `Decodable` types, for decoding with Foundation's `JSONDecoder`:
/// the yardstick the library's own decoder is compared with.
///
/// Every key of the format has a field, optional where the format lets it be left out; values
/// stay as JSON gives them (numbers in arrays, enumerations as strings), and nothing is
/// validated beyond the types. That is less work than the library's decoder does, which also
/// builds the view tree and checks every rule. Each type decodes its fields by
/// ``FoundationKey``, whose names are ``KeyboardScript/ScriptKey``'s.
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

  /// Decodes the fields by their keys.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FoundationKey.self)
    name = try container.optional(.name)
    window = try container.required(.window)
    settings = try container.optional(.settings)
    root = try container.required(.root)
    events = try container.required(.events)
  }
}

/// A `window` object.
struct FoundationWindow: Decodable {
  /// `[width, height]`.
  var size: [Double]

  /// Decodes the fields by their keys.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FoundationKey.self)
    size = try container.required(.size)
  }
}

/// A `settings` object.
struct FoundationSettings: Decodable {
  /// The global keyboard distance.
  var keyboardDistance: Double?
  /// The global restore policy's name.
  var restorePolicy: String?

  /// Decodes the fields by their keys.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FoundationKey.self)
    keyboardDistance = try container.optional(.keyboardDistance)
    restorePolicy = try container.optional(.restorePolicy)
  }
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

  /// Decodes the fields by their keys.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FoundationKey.self)
    id = try container.required(.id)
    kind = try container.optional(.kind)
    frame = try container.required(.frame)
    children = try container.optional(.children)
    safeArea = try container.optional(.safeArea)
    contentSize = try container.optional(.contentSize)
    contentOffset = try container.optional(.contentOffset)
    contentInset = try container.optional(.contentInset)
    indicatorInsets = try container.optional(.indicatorInsets)
    scrollEnabled = try container.optional(.scrollEnabled)
    axis = try container.optional(.axis)
    ignoresScrolling = try container.optional(.ignoresScrolling)
    ignoresInset = try container.optional(.ignoresInset)
    restorePolicy = try container.optional(.restorePolicy)
    distance = try container.optional(.distance)
    avoidance = try container.optional(.avoidance)
  }
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

  /// Decodes the fields by their keys.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FoundationKey.self)
    type = try container.required(.type)
    view = try container.optional(.view)
    caret = try container.optional(.caret)
    frame = try container.optional(.frame)
    duration = try container.optional(.duration)
    curve = try container.optional(.curve)
    offset = try container.optional(.offset)
    contentSize = try container.optional(.contentSize)
    contentInset = try container.optional(.contentInset)
    contentOffset = try container.optional(.contentOffset)
    window = try container.optional(.window)
    frames = try container.optional(.frames)
    safeArea = try container.optional(.safeArea)
    keyboardDistance = try container.optional(.keyboardDistance)
    restorePolicy = try container.optional(.restorePolicy)
    views = try container.optional(.views)
    rootShift = try container.optional(.rootShift)
    visible = try container.optional(.visible)
    effects = try container.optional(.effects)
  }
}

/// The expected state of one scroll container in an expectation.
struct FoundationExpectedView: Decodable {
  /// `contentOffset`.
  var contentOffset: [Double]?
  /// `contentInset`.
  var contentInset: [Double]?
  /// `indicatorInsets`.
  var indicatorInsets: [Double]?

  /// Decodes the fields by their keys.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FoundationKey.self)
    contentOffset = try container.optional(.contentOffset)
    contentInset = try container.optional(.contentInset)
    indicatorInsets = try container.optional(.indicatorInsets)
  }
}

/// A key of the script format as a `CodingKey`, named by ``KeyboardScript/ScriptKey``.
struct FoundationKey: CodingKey {
  /// The key's name.
  var stringValue: String
  /// Keys are never integers.
  var intValue: Int? { nil }

  /// The key `key`.
  init(_ key: ScriptKey) {
    stringValue = key.name
  }

  /// A key found in a document.
  init?(stringValue: String) {
    self.stringValue = stringValue
  }

  /// Keys are never integers.
  init?(intValue: Int) {
    nil
  }
}

extension KeyedDecodingContainer where Key == FoundationKey {
  /// The value of `key`, which must be present.
  func required<T: Decodable>(_ key: ScriptKey) throws -> T {
    try decode(T.self, forKey: FoundationKey(key))
  }

  /// The value of `key`, `nil` if absent.
  func optional<T: Decodable>(_ key: ScriptKey) throws -> T? {
    try decodeIfPresent(T.self, forKey: FoundationKey(key))
  }
}

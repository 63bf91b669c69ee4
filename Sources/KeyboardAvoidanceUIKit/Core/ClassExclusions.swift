/// The classes of objects a host leaves alone (UIKit: view controllers that avoid the keyboard
/// themselves), subclasses included: classes added once each, and class-name prefixes matched
/// along the superclass chain (`UIHostingController` is generic, and invisible to UIKit code).
package struct ClassExclusions<Base: AnyObject> {
  /// The classes added, by identity, each with its `is` test.
  private var classes: [(type: ObjectIdentifier, matches: (Base) -> Bool)] = []
  /// The prefixes of class names matched along an object's superclass chain.
  package var namePrefixes: [String]

  /// No class, and the given name prefixes.
  package init(namePrefixes: [String] = []) {
    self.namePrefixes = namePrefixes
  }

  /// How many classes were added (a name prefix is not counted).
  package var count: Int { classes.count }

  /// Adds a class, subclasses included; a class already added is not added again.
  package mutating func insert<Excluded>(_ type: Excluded.Type) {
    let key = ObjectIdentifier(type)
    guard !classes.contains(where: { $0.type == key }) else { return }
    classes.append((key, { $0 is Excluded }))
  }

  /// Whether `object` is of an added class or a subclass of one, or whether its class or a
  /// superclass has a name that begins with one of ``namePrefixes``.
  package func contains(_ object: Base) -> Bool {
    if classes.contains(where: { $0.matches(object) }) { return true }
    guard !namePrefixes.isEmpty else { return false }
    return Self.classNames(of: object).contains { name in
      namePrefixes.contains { name.hasPrefix($0) }
    }
  }

  /// The names of `object`'s class and superclasses, the class first, read through `Mirror`
  /// (a generic class's name carries its arguments: `UIHostingController<Text>`).
  package static func classNames(of object: Base) -> [String] {
    var names: [String] = []
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      names.append(String(describing: current.subjectType))
      mirror = current.superclassMirror
    }
    return names
  }
}

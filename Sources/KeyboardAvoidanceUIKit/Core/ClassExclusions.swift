/// The kinds of objects a host leaves alone — view controllers that avoid the keyboard by
/// themselves, in the UIKit layer — matched with their subclasses.
///
/// A kind is either a class, added once however often it is added (``insert(_:)``), or a class
/// name's prefix, matched along the object's chain of superclasses (``namePrefixes``): SwiftUI's
/// `UIHostingController` is generic and not visible to a UIKit-only module, so it is known by
/// its name, and an app's subclass of it (`final class ComposerHost: UIHostingController<…>`)
/// is one by its superclass's name.
///
/// ```swift
/// var exclusions = ClassExclusions<UIViewController>(namePrefixes: ["UIHostingController"])
/// exclusions.insert(UITableViewController.self)
/// exclusions.insert(UITableViewController.self)   // already there: count stays 1
/// exclusions.contains(settingsController)         // true for a UITableViewController subclass
/// ```
package struct ClassExclusions<Base: AnyObject> {
  /// The classes added, by identity, each with its test (`object is Class`).
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

  /// The names of `object`'s class and of its superclasses, the class first
  /// (`String(describing:)` of each type: a generic class's name carries its arguments,
  /// `UIHostingController<Text>`).
  ///
  /// The chain is read through the standard library's `Mirror` (`superclassMirror`); a class that
  /// supplies its own `customMirror` stops it there, as `Mirror` has it.
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

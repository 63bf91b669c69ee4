// UIKit/UIToolbar.h

@available(iOS 2.0, *)
@MainActor
open class UIToolbar: UIView {
  // UIKit/UIToolbar.h: `var items: [UIBarButtonItem]?`
  open var items: [UIBarButtonItem]?
}

// UIKit/UIBarItem.h
@available(iOS 2.0, *)
@MainActor
open class UIBarItem: NSObject {
  // UIKit/UIBarItem.h: `var isEnabled: Bool`
  open var isEnabled = true
}

// UIKit/UIBarButtonItem.h
@available(iOS 2.0, *)
@MainActor
open class UIBarButtonItem: UIBarItem {
  // Linux: NSObject's `init()`, which Objective-C classes inherit.
  public override init() {
    super.init()
  }

  // UIKit/UIBarButtonItem.h: `@MainActor @preconcurrency convenience init(title: String? = nil,
  // image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil)`
  @available(iOS 14.0, *)
  @preconcurrency
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) {
    self.init()
  }

  // UIKit/UIBarButtonItem.h: `class func flexibleSpace() -> Self`
  @available(iOS 14.0, *)
  open class func flexibleSpace() -> Self { typecheckOnly() }
}

// UIKit/UIImage.h: `class UIImage : NSObject, NSSecureCoding, @unchecked Sendable`
@available(iOS 2.0, *)
open class UIImage: NSObject, @unchecked Sendable {
  // Linux: NSObject's `init()`, which Objective-C classes inherit.
  public override init() {
    super.init()
  }
  // UIKit/UIImage.h: `convenience init?(systemName name: String)`
  @available(iOS 13.0, *)
  public convenience init?(systemName name: String) {
    self.init()
  }
}

// UIKit/UIMenuElement.h
@available(iOS 13.0, *)
@MainActor
open class UIMenuElement: NSObject {
  // UIKit/UIMenuElement.h: `struct Attributes : OptionSet, @unchecked Sendable`
  public struct Attributes: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }
  }

  // UIKit/UIMenuElement.h: `enum State : Int, @unchecked Sendable`
  public enum State: Int, @unchecked Sendable {
    case off = 0
    case on = 1
    case mixed = 2
  }
}

// UIKit/UIMenu.h
@available(iOS 13.0, *)
@MainActor
open class UIMenu: UIMenuElement {}

// UIKit/UIAction.h: `typealias UIActionHandler = (UIAction) -> Void`
public typealias UIActionHandler = (UIAction) -> Void

// UIKit/UIAction.h
@available(iOS 13.0, *)
@MainActor
open class UIAction: UIMenuElement {
  // UIKit/UIAction.h: `struct Identifier : Hashable, Equatable, RawRepresentable, @unchecked Sendable`
  public struct Identifier: Hashable, RawRepresentable, @unchecked Sendable {
    public let rawValue: String
    public init(rawValue: String) {
      self.rawValue = rawValue
    }
  }

  // Linux: NSObject's `init()`, which Objective-C classes inherit.
  public override init() {
    super.init()
  }

  // UIKit/UIAction.h: `@MainActor @preconcurrency convenience init(title: String = "",
  // image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
  // discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
  // state: UIMenuElement.State = .off, handler: @escaping UIActionHandler)`
  @preconcurrency
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) {
    self.init()
  }
}

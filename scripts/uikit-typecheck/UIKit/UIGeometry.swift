// UIKit/UIGeometry.h

public struct UIEdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  // UIKit/UIGeometry.h: `init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)`
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
}

extension NSValue {
  // UIKit/UIGeometry.h (NSValue (NSValueUIGeometryExtensions)): `var cgRectValue: CGRect { get }`
  public var cgRectValue: CGRect { typecheckOnly() }
}

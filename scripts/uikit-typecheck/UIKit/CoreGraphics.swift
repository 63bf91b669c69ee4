// CoreGraphics/CGAffineTransform.h (re-exported by UIKit). Foundation on Linux has CGFloat,
// CGPoint, CGSize and CGRect but no CGAffineTransform.

public struct CGAffineTransform: Equatable, Sendable {
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat

  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  // CoreGraphics/CGAffineTransform.h: `init(translationX tx: CGFloat, y ty: CGFloat)`
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  // CoreGraphics/CGAffineTransform.h: `static var identity: CGAffineTransform { get }`
  public static var identity: CGAffineTransform {
    CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  }
}

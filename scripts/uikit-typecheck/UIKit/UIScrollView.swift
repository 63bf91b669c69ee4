// UIKit/UIScrollView.h

@available(iOS 2.0, *)
@MainActor
open class UIScrollView: UIView {
  // UIKit/UIScrollView.h: `var contentOffset: CGPoint`
  open var contentOffset: CGPoint = .zero
  // UIKit/UIScrollView.h: `var contentSize: CGSize`
  open var contentSize: CGSize = .zero
  // UIKit/UIScrollView.h: `var contentInset: UIEdgeInsets`
  open var contentInset = UIEdgeInsets()
  // UIKit/UIScrollView.h: `var adjustedContentInset: UIEdgeInsets { get }`
  @available(iOS 11.0, *)
  open var adjustedContentInset: UIEdgeInsets { typecheckOnly() }
  // UIKit/UIScrollView.h: `var verticalScrollIndicatorInsets: UIEdgeInsets`
  @available(iOS 11.1, *)
  open var verticalScrollIndicatorInsets = UIEdgeInsets()
  // UIKit/UIScrollView.h: `var isScrollEnabled: Bool`
  open var isScrollEnabled = true
  // UIKit/UIScrollView.h: `func setContentOffset(_ contentOffset: CGPoint, animated: Bool)`
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {}
  // UIKit/UIScrollView.h: `var contentLayoutGuide: UILayoutGuide { get }`
  @available(iOS 11.0, *)
  open var contentLayoutGuide: UILayoutGuide { typecheckOnly() }
  // UIKit/UIScrollView.h: `var frameLayoutGuide: UILayoutGuide { get }`
  @available(iOS 11.0, *)
  open var frameLayoutGuide: UILayoutGuide { typecheckOnly() }
  // UIKit/UIScrollView.h: `var panGestureRecognizer: UIPanGestureRecognizer { get }`
  @available(iOS 5.0, *)
  open var panGestureRecognizer: UIPanGestureRecognizer { typecheckOnly() }
  // UIKit/UIScrollView.h: `var keyboardDismissMode: UIScrollView.KeyboardDismissMode`
  @available(iOS 7.0, *)
  open var keyboardDismissMode: UIScrollView.KeyboardDismissMode = .none
  // UIKit/UIScrollView.h: `var isTracking: Bool { get }`
  open var isTracking: Bool { typecheckOnly() }
  // UIKit/UIScrollView.h: `var isDragging: Bool { get }`
  open var isDragging: Bool { typecheckOnly() }
  // UIKit/UIScrollView.h: `var isDecelerating: Bool { get }`
  open var isDecelerating: Bool { typecheckOnly() }
}

extension UIScrollView {
  // UIKit/UIScrollView.h: `enum KeyboardDismissMode : Int, @unchecked Sendable`
  @available(iOS 7.0, *)
  public enum KeyboardDismissMode: Int, @unchecked Sendable {
    // UIKit/UIScrollView.h: `case none`
    case none = 0
    // UIKit/UIScrollView.h: `case onDrag`
    case onDrag = 1
    // UIKit/UIScrollView.h: `case interactive`
    case interactive = 2
    // UIKit/UIScrollView.h: `case onDragWithAccessory`
    @available(iOS 16.0, *)
    case onDragWithAccessory = 3
    // UIKit/UIScrollView.h: `case interactiveWithAccessory`
    @available(iOS 16.0, *)
    case interactiveWithAccessory = 4
  }
}

// UIKit/UICollectionView.h
@available(iOS 6.0, *)
@MainActor
open class UICollectionView: UIScrollView {}

// UIKit/UICollectionViewCell.h
@available(iOS 6.0, *)
@MainActor
open class UICollectionReusableView: UIView {}

// UIKit/UICollectionViewCell.h
@available(iOS 6.0, *)
@MainActor
open class UICollectionViewCell: UICollectionReusableView {}

// UIKit/UIStackView.h
@available(iOS 9.0, *)
@MainActor
open class UIStackView: UIView {
  // UIKit/UIStackView.h: `init(arrangedSubviews views: [UIView])`
  public init(arrangedSubviews views: [UIView]) {
    super.init(frame: .zero)
  }
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
  // UIKit/UIStackView.h: `var axis: NSLayoutConstraint.Axis`
  open var axis: NSLayoutConstraint.Axis = .horizontal
  // UIKit/UIStackView.h: `var spacing: CGFloat`
  open var spacing: CGFloat = 0
}

// UIKit/UIGestureRecognizer.h: `class UIGestureRecognizer : NSObject`
@available(iOS 3.2, *)
@MainActor
open class UIGestureRecognizer: NSObject {
  // UIKit/UIGestureRecognizer.h: `var state: UIGestureRecognizer.State { get }`
  open var state: UIGestureRecognizer.State { typecheckOnly() }
  // UIKit/UIGestureRecognizer.h: `var view: UIView? { get }`
  open var view: UIView? { typecheckOnly() }
}

extension UIGestureRecognizer {
  // UIKit/UIGestureRecognizer.h: `enum State : Int, @unchecked Sendable`
  public enum State: Int, @unchecked Sendable {
    // UIKit/UIGestureRecognizer.h: `case possible`
    case possible = 0
    // UIKit/UIGestureRecognizer.h: `case began`
    case began = 1
    // UIKit/UIGestureRecognizer.h: `case changed`
    case changed = 2
    // UIKit/UIGestureRecognizer.h: `case ended`
    case ended = 3
    // UIKit/UIGestureRecognizer.h: `case cancelled`
    case cancelled = 4
    // UIKit/UIGestureRecognizer.h: `case failed`
    case failed = 5
  }
}

// UIKit/UIPanGestureRecognizer.h: `class UIPanGestureRecognizer : UIGestureRecognizer`
@available(iOS 3.2, *)
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {}

#if os(iOS) || os(visionOS) || KEYBOARD_AVOIDANCE_UIKIT_STUB
  import UIKit

  /// An invisible view pinned to its window's `keyboardLayoutGuide` that reports where the
  /// guide's top is each time its layout runs: how the avoider hears the user drag the keyboard.
  ///
  /// During an interactive dismissal (`keyboardDismissMode = .interactive`) UIKit posts no
  /// keyboard notification until the finger lifts (uikit-facts 29), but the keyboard layout
  /// guide follows the keyboard under the finger (fact 31), as implementations that track the
  /// drag observe the keyboard's view directly (fact 30). The tracker spans the guide from its top
  /// to its bottom, so every move of the top changes its height and UIKit lays it out
  /// (`layoutSubviews`). A layout inside an animation (`UIView.inheritedAnimationDuration` above
  /// 0: a keyboard notification's show, hide or frame change) is reported as such, and the host
  /// core leaves it to the notification. What that value is outside UIKit's own animations is
  /// not documented, so the core also asks the window whether a drag can move the keyboard (a
  /// scroll view that dismisses it interactively, its pan under way:
  /// `UIWindow.hostKeyboardCanBeDragged`) before a reading counts.
  ///
  /// The tracker is a subview of the window itself, never of a screen the avoider shifts with a
  /// transform, so its frame in the window is the guide's.
  final class KeyboardGuideTracker: UIView {
    /// Called with the guide's top in the window's coordinates and whether the layout runs in
    /// an animation.
    var guideDidMove: ((Double, Bool) -> Void)?
    /// Called first at each layout: the tracker spans the window's width, so a rotation, Split
    /// View or Stage Manager resize lays it out, and the hosts check the window's size.
    var windowDidLayOut: (() -> Void)?

    /// Adds a tracker to `window`, pinned to the window's keyboard layout guide.
    static func install(in window: UIWindow) -> KeyboardGuideTracker {
      let tracker = KeyboardGuideTracker(frame: .zero)
      tracker.isUserInteractionEnabled = false
      tracker.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(tracker)
      let guide = window.keyboardLayoutGuide
      NSLayoutConstraint.activate([
        tracker.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        tracker.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        tracker.topAnchor.constraint(equalTo: guide.topAnchor),
        tracker.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      ])
      return tracker
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      guard window != nil else { return }
      windowDidLayOut?()
      let top = Double(convert(bounds, to: nil).minY)
      guideDidMove?(top, UIView.inheritedAnimationDuration > 0)
    }
  }
#endif

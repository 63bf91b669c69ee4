#if os(iOS) || os(visionOS) || KEYBOARD_AVOIDANCE_UIKIT_STUB
  import Foundation
  import KeyboardAvoidance
  import UIKit

  extension KeyboardAvoider {
    // MARK: Interactive dismissal

    /// Pins a ``KeyboardGuideTracker`` to `window`'s keyboard layout guide, once per window: its
    /// readings go to the window's screens as drags of the keyboard (the host core keeps only
    /// the finger-driven ones). No app code is needed for `keyboardDismissMode = .interactive`.
    func trackKeyboard(in window: UIWindow) {
      let key = ObjectIdentifier(window)
      if let entry = trackers[key], entry.window === window, entry.tracker != nil { return }
      trackers = trackers.filter { $0.value.window != nil && $0.value.tracker != nil }
      let tracker = KeyboardGuideTracker.install(in: window)
      tracker.guideDidMove = { [weak self, weak window] top, inAnimation in
        guard let self, self.isEnabled, let window else { return }
        for screen in self.screens where screen.root?.window === window {
          screen.host.keyboardGuideDidMove(top: top, inAnimation: inAnimation)
        }
      }
      tracker.windowDidLayOut = { [weak self, weak window] in
        guard let self, self.isEnabled, let window else { return }
        for screen in self.screens where screen.root?.window === window {
          screen.host.windowDidLayout()
        }
      }
      trackers[key] = Tracker(window: window, tracker: tracker)
    }

    // MARK: User drags

    /// Watches the pan gesture recognizer of every scroll view the screens' hosts mirror, once:
    /// a drag the user ends goes to the host as a user scroll. Only touches drive the
    /// recognizer, so the host's own offset writes never count (uikit-facts 60–61, 88); the app
    /// forwards nothing. A scroll view no host mirrors any more (popped, reloaded away, its
    /// screen gone) is let go of: the watcher leaves its recognizer's targets (``DragWatchList``).
    func watchDrags() {
      screens.removeAll { $0.root == nil }
      var mirrored: [UIScrollView] = []
      for screen in screens {
        for case let scrollView as UIScrollView in screen.host.mirroredScrollViews {
          mirrored.append(scrollView)
        }
      }
      let change = watched.update(to: mirrored)
      for scrollView in change.added { dragWatcher.watch(scrollView.panGestureRecognizer) }
      for scrollView in change.removed { dragWatcher.unwatch(scrollView.panGestureRecognizer) }
    }

    /// Lets go of every watched scroll view (the avoider was disabled).
    func unwatchDrags() {
      for scrollView in watched.removeAll() {
        dragWatcher.unwatch(scrollView.panGestureRecognizer)
      }
    }

    /// A scroll view's drag ended: its offset is the user's.
    func userDidEndDragging(_ scrollView: UIScrollView) {
      guard isEnabled else { return }
      existingHost(for: scrollView)?.userDidScroll(scrollView)
    }
  }

  /// The target of the watched scroll views' pan gesture recognizers.
  @MainActor
  final class DragWatcher: NSObject {
    weak var avoider: KeyboardAvoider?

    init(avoider: KeyboardAvoider) {
      self.avoider = avoider
    }

    /// Adds the watcher as a target of `recognizer` (`addTarget(_:action:)`, which needs the
    /// Objective-C runtime: not type-checked against the stub on Linux).
    func watch(_ recognizer: UIPanGestureRecognizer) {
      #if canImport(ObjectiveC)
        recognizer.addTarget(self, action: #selector(panDidChange(_:)))
      #endif
    }

    /// Removes the watcher from `recognizer`'s targets (`removeTarget(_:action:)`, which needs
    /// the Objective-C runtime too).
    func unwatch(_ recognizer: UIPanGestureRecognizer) {
      #if canImport(ObjectiveC)
        recognizer.removeTarget(self, action: #selector(panDidChange(_:)))
      #endif
    }

    #if canImport(ObjectiveC)
      @objc private func panDidChange(_ recognizer: UIPanGestureRecognizer) {
        recognizerDidChange(recognizer)
      }
    #endif

    /// The recognizer's state changed; at `.ended` the user lifted the finger off a drag
    /// (`scrollViewDidEndDragging(_:willDecelerate:)` comes with it, uikit-facts 61). A
    /// deceleration that follows is read by the next event's mirroring.
    func recognizerDidChange(_ recognizer: UIPanGestureRecognizer) {
      guard recognizer.state == .ended || recognizer.state == .cancelled,
        let scrollView = recognizer.view as? UIScrollView
      else { return }
      avoider?.userDidEndDragging(scrollView)
    }
  }
#endif

#if canImport(SwiftUI) && (os(iOS) || os(visionOS) || KEYBOARD_AVOIDANCE_TYPECHECK)
  import KeyboardAvoidance
  import SwiftUI
  import UIKit

  /// A zero-height UIKit view pinned to `keyboardLayoutGuide`'s top: during an interactive
  /// dismissal UIKit posts no keyboard notification, but the guide follows the finger
  /// (`../shared/research/uikit-facts.md` §1k, swiftui-facts §5; gavinmn/KeyboardAttachedView reads
  /// such a view's frame in a layout pass), so each layout pass hands the keyboard's top to the
  /// coordinator.
  @available(iOS 18, visionOS 2, *)
  struct KeyboardTrackingView: UIViewRepresentable {
    var coordinator: KeyboardScreenCoordinator

    func makeUIView(context: Context) -> KeyboardGuideView {
      let view = KeyboardGuideView()
      view.coordinator = coordinator
      return view
    }

    func updateUIView(_ uiView: KeyboardGuideView, context: Context) {
      uiView.coordinator = coordinator
    }
  }

  /// The view behind ``KeyboardTrackingView``.
  @available(iOS 18, visionOS 2, *)
  final class KeyboardGuideView: UIView {
    weak var coordinator: KeyboardScreenCoordinator?
    private let marker = UIView()

    override func didMoveToWindow() {
      super.didMoveToWindow()
      coordinator?.window = window
      guard marker.superview == nil else { return }
      marker.translatesAutoresizingMaskIntoConstraints = false
      addSubview(marker)
      // Tied to the view's bottom, not its safe area's, so that a drag tracks down to the
      // window's bottom (UIKeyboardLayoutGuide.usesBottomSafeArea, iOS 17 and visionOS 1, which
      // this iOS 18 / visionOS 2 class needs no check for:
      // https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/usesbottomsafearea).
      keyboardLayoutGuide.usesBottomSafeArea = false
      NSLayoutConstraint.activate([
        marker.heightAnchor.constraint(equalToConstant: 0),
        marker.bottomAnchor.constraint(equalTo: keyboardLayoutGuide.topAnchor),
      ])
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      guard let window else { return }
      let top = marker.convert(marker.bounds, to: window).maxY
      coordinator?.keyboardGuideDidMove(top: Double(top))
    }
  }
#endif

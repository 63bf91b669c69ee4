import UIKit

/// Auto Layout for the sample's login form and chat: a vertical stack of views in a scroll view
/// (the stack as wide as the scroll view and as tall as its content, `contentLayoutGuide`), a view
/// pinned to its superview, and a bar on the safe area's bottom. No frame is set in code: the
/// avoider moves screens and followers with transforms, under which a view's `frame` is undefined
/// (uikit-facts 75), while Auto Layout goes on placing views by their centre and bounds.
@MainActor
enum FormLayout {
  /// Puts `views` in a vertical stack inside `scrollView`, `spacing` apart, with `top` points
  /// above the first one and 20 points on either side.
  static func stack(
    _ views: [UIView], in scrollView: UIScrollView, top: CGFloat, spacing: CGFloat
  ) {
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = .vertical
    stack.spacing = spacing
    stack.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(stack)
    let content = scrollView.contentLayoutGuide
    NSLayoutConstraint.activate(
      [
        stack.topAnchor.constraint(equalTo: content.topAnchor, constant: top),
        stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
        stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
        stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
        content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      ] + views.map { $0.heightAnchor.constraint(equalToConstant: 44) })
  }

  /// Pins `view` to its superview's edges, `bottom` to the given anchor.
  static func pin(_ view: UIView, in superview: UIView, bottom: NSLayoutYAxisAnchor) {
    view.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      view.topAnchor.constraint(equalTo: superview.topAnchor),
      view.leadingAnchor.constraint(equalTo: superview.leadingAnchor),
      view.trailingAnchor.constraint(equalTo: superview.trailingAnchor),
      view.bottomAnchor.constraint(equalTo: bottom),
    ])
  }

  /// A bar of `height` points that sits on the safe area's bottom — the avoider makes it ride
  /// the keyboard (`ViewOptions.followsKeyboard`); it is not constrained to
  /// `keyboardLayoutGuide`, or it would move twice.
  static func bar(_ bar: UIView, in view: UIView, height: CGFloat) {
    bar.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      bar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
      bar.heightAnchor.constraint(equalToConstant: height),
    ])
  }
}

// The SwiftUI layer exists where SwiftUI runs on a UIKit keyboard (iOS, visionOS), and in
// scripts/swiftui-typecheck.sh, which compiles it on Linux against a stub of SwiftUI's and UIKit's
// documented interfaces (the condition KEYBOARD_AVOIDANCE_TYPECHECK).
#if canImport(SwiftUI) && (os(iOS) || os(visionOS) || KEYBOARD_AVOIDANCE_TYPECHECK)
  import Foundation
  import KeyboardAvoidance
  import SwiftUI
  import UIKit

  /// One screen's host: the host core, fed by the modifiers' reports and by UIKit's keyboard and
  /// text notifications, publishing what the core applies to the screen's state.
  ///
  /// SwiftUI exposes neither the keyboard's frame nor a text editor's caret
  /// (`../shared/research/swiftui-facts.md` §3): the frame comes from UIKit's keyboard
  /// notifications (`UIResponder.keyboardWillShowNotification` and the others, their
  /// `keyboardFrameEndUserInfoKey` in the screen's coordinates), the dragged keyboard from a view
  /// pinned to `keyboardLayoutGuide` (``KeyboardTrackingView``), and an editor's caret from the
  /// `UITextView` SwiftUI puts under a `TextEditor`, which posts UIKit's text notifications.
  @available(iOS 18, visionOS 2, *)
  @MainActor
  final class KeyboardScreenCoordinator {
    /// The core, once the root has reported its frame.
    private(set) var core: SwiftUIHostCore?
    /// The settings the core starts with.
    var settings = AvoidanceSettings()
    /// The root's options.
    var rootOptions = AvoidanceOptions()
    /// Shows what the core applied, in the animation the effects ran in.
    var publish: (AppliedValues, Animation?) -> Void = { _, _ in }
    /// The window the screen is in, which converts the keyboard's frame.
    weak var window: UIWindow?
    /// The text view under the focused editor, once it posted a text notification.
    weak var editor: UITextView?
    /// Each field's place among its `FocusState` type's cases (``View/keyboardNavigation(_:)``).
    var order: [ViewID: Int] = [:]
    /// The keyboard's top at the last notification, in the window; `nil` while it is hidden.
    private(set) var notifiedTop: Double?
    /// Reports that came before the root's first: the core is made once the root's frame is
    /// known, and takes them in then.
    private var early: [ViewReport] = []
    /// The latest focus reported before the root's first report (`.some(nil)`: none), sent to
    /// the core once it is made.
    private var earlyFocus: ViewID??
    private var observers: [any NSObjectProtocol] = []
    private var flushScheduled = false

    // MARK: Reports

    /// The root's frame in the window (measured outside its offset) and its safe area.
    func rootDidChange(frame: CGRect, safeArea: EdgeInsets) {
      let rect = Rect(frame)
      let insets = Insets(safeArea)
      guard core != nil else {
        let size = window.map { Size($0.bounds.size) } ?? Size(width: rect.maxX, height: rect.maxY)
        var made = SwiftUIHostCore(
          windowSize: size, rootFrame: rect, safeArea: insets, options: rootOptions,
          settings: settings)
        for report in early { made.report(report) }
        early = []
        core = made
        if let focus = earlyFocus {
          earlyFocus = nil
          focusDidChange(to: focus)
        }
        scheduleFlush()
        return
      }
      run { core in
        core.reportRoot(frame: rect, safeArea: insets)
        return []
      }
      scheduleFlush()
    }

    /// A marked view's latest geometry; the core takes it in at the next flush.
    func report(_ report: ViewReport) {
      var report = report
      if let place = order[report.id] { report.order = place }
      guard core != nil else {
        early.append(report)
        return
      }
      run { core in
        core.report(report)
        return []
      }
      scheduleFlush()
    }

    /// A marked view left the screen.
    func viewDidDisappear(_ id: ViewID) {
      run { $0.viewDidDisappear(id) }
    }

    /// A scroll view's phase changed (`onScrollPhaseChange(_:)`).
    func scrollPhaseDidChange(_ id: ViewID, to phase: ScrollPhase, geometry: ReportedScrollGeometry)
    {
      let reported: ReportedScrollPhase =
        switch phase {
        case .idle: .idle
        case .tracking: .tracking
        case .interacting: .interacting
        case .decelerating: .decelerating
        case .animating: .animating
        // A phase a later SwiftUI adds is taken as no scrolling by the user.
        @unknown default: .idle
        }
      run { $0.scrollPhaseDidChange(id, to: reported, geometry: geometry) }
    }

    /// The `FocusState` value changed.
    func focusDidChange(to id: ViewID?) {
      if id == nil { editor = nil }
      guard core != nil else {
        earlyFocus = .some(id)
        return
      }
      run { $0.focusDidChange(to: id) }
    }

    /// Previous or Next from the button bar.
    func navigate(_ direction: FieldNavigation.Direction) {
      run { $0.navigate(direction) }
    }

    /// The keyboard's top while a finger drags it, in the window, from
    /// ``KeyboardTrackingView``. Only a top that differs from the last notified one is a drag:
    /// the guide also moves, once, when the keyboard shows or hides with a notification.
    func keyboardGuideDidMove(top: Double) {
      guard let notifiedTop, top != notifiedTop else { return }
      run { $0.keyboardTrack(top: top) }
    }

    private func scheduleFlush() {
      guard !flushScheduled else { return }
      flushScheduled = true
      // Reports come in during a layout pass; the core takes them in together once it ends.
      Task { @MainActor [weak self] in
        self?.flushScheduled = false
        self?.run { $0.flush() }
      }
    }

    /// Runs a step of the core and publishes what it applied, whenever it differs from what was
    /// published last (a step without effects can still ask for a focus, or record the user's
    /// offset).
    private func run(_ step: (inout SwiftUIHostCore) -> [AvoidanceEffect]) {
      guard var current = core else { return }
      core = nil
      let scrollRequests = current.applied.scrollRequestSerials
      let effects = step(&current)
      let values = current.takeUnpublished()
      core = current
      guard let values else { return }
      publish(values, Self.animation(of: effects))
      // An editor's own scrolling is its text view's: SwiftUI has no binding for it. Only an
      // offset this step wrote is set, not the last one written.
      if let editor, let id = current.engine.focusedField,
        current.engine.tree[id]?.kind == .textView,
        values.scrollRequestSerials[id] != scrollRequests[id],
        let offset = values.contentOffsets[id]
      {
        editor.setContentOffset(CGPoint(x: offset.x, y: offset.y), animated: true)
      }
    }

    /// The animation the effects' first animated run asks for. UIKit's keyboard curve has no
    /// SwiftUI counterpart; an ease-out of the keyboard's duration stands for it.
    static func animation(of effects: [AvoidanceEffect]) -> Animation? {
      for effect in effects {
        switch effect.animation {
        case .keyboard(let keyboard): return .easeOut(duration: keyboard.duration)
        case .scrollView: return .default
        case .none: continue
        }
      }
      return nil
    }

    // MARK: Notifications

    /// Starts observing UIKit's keyboard and text-view notifications.
    func start() {
      guard observers.isEmpty else { return }
      let keyboard: [(Notification.Name, KeyboardNotification.Name)] = [
        (UIResponder.keyboardWillShowNotification, .keyboardWillShow),
        (UIResponder.keyboardDidShowNotification, .keyboardDidShow),
        (UIResponder.keyboardWillChangeFrameNotification, .keyboardWillChangeFrame),
        (UIResponder.keyboardDidChangeFrameNotification, .keyboardDidChangeFrame),
        (UIResponder.keyboardWillHideNotification, .keyboardWillHide),
        (UIResponder.keyboardDidHideNotification, .keyboardDidHide),
      ]
      for (name, event) in keyboard {
        observers.append(
          NotificationCenter.default.addObserver(
            forName: name, object: nil, queue: OperationQueue.main
          ) { [weak self] notification in
            // Read into Sendable values here; observers on the main queue run on the main actor.
            let info = notification.userInfo ?? [:]
            let frame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            let duration =
              (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue
            MainActor.assumeIsolated {
              self?.keyboard(event, screenFrame: frame, duration: duration)
            }
          })
      }
      for name in [
        UITextView.textDidBeginEditingNotification, UITextView.textDidChangeNotification,
      ] {
        observers.append(
          NotificationCenter.default.addObserver(
            forName: name, object: nil, queue: OperationQueue.main
          ) { [weak self] notification in
            let textView = notification.object as? UITextView
            MainActor.assumeIsolated {
              // Only the text view being edited: another one (in another screen, or one that
              // changes its text from code) says nothing of the focused editor's caret
              // (https://developer.apple.com/documentation/uikit/uiresponder/isfirstresponder).
              guard let textView, textView.isFirstResponder else { return }
              self?.textViewDidChange(textView)
            }
          })
      }
    }

    /// Stops observing.
    func stop() {
      for observer in observers { NotificationCenter.default.removeObserver(observer) }
      observers.removeAll()
    }

    private func keyboard(
      _ name: KeyboardNotification.Name, screenFrame: CGRect?, duration: Double?
    ) {
      let isHide = name == .keyboardWillHide || name == .keyboardDidHide
      var frame = Rect(x: 0, y: 0, width: 0, height: 0)
      if let screenFrame {
        // UIKit gives the frame in the screen's coordinates; `convert(_:from: nil)` brings it
        // into the window's (UIWindow.convert(_:from:), "Specify nil to convert the rectangle
        // from the logical coordinate system of the screen").
        frame = Rect(window?.convert(screenFrame, from: nil) ?? screenFrame)
      } else if !isHide {
        return
      }
      notifiedTop = isHide ? nil : frame.minY
      let animation = KeyboardAnimation(duration: max(0, duration ?? 0.25))
      run { $0.keyboard(KeyboardNotification(name, frame: frame, animation: animation)) }
    }

    /// A text view began editing or its text changed: when the focused field is an editor, this
    /// is the text view under it, and its caret and scrolling go to the core. A `TextEditor`
    /// gives SwiftUI only selection indices (`TextSelection`); the caret rectangle comes from
    /// `UITextInput.caretRect(for:)` of the selection's end, in the text view's coordinates.
    /// An editor whose text view posts nothing (one drawn another way) is revealed whole.
    private func textViewDidChange(_ textView: UITextView) {
      guard let core, let id = core.engine.focusedField, core.engine.tree[id]?.kind == .textView
      else { return }
      editor = textView
      let inset = textView.adjustedContentInset
      report(
        ViewReport(
          id: id, parent: core.reports[id]?.parent ?? core.rootID, kind: .textView,
          frame: nil,
          scroll: ReportedScrollGeometry(
            contentOffset: Point(textView.contentOffset), contentSize: Size(textView.contentSize),
            contentInsets: Insets(
              top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)),
          options: core.reports[id]?.options ?? AvoidanceOptions()))
      guard let end = textView.selectedTextRange?.end else { return }
      let caret = Rect(textView.caretRect(for: end))
      run { $0.caretDidMove(to: caret) }
    }
  }
#endif

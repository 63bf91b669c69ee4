import KeyboardAvoidance
import KeyboardAvoidanceUIKit
import KeyboardScript
import UIKitSimulation

/// The least any host must do for `HostCoreBenchmark`'s keyboard show, under the UIKit
/// adapter's requirements, with none of the host core's bookkeeping: a lower bound on the host
/// core's show, timed in the same run.
///
/// It reads the `userInfo` as the UIKit layer does, loads the window, the root, the focused
/// field's chain and the follower from weak references (views are held weakly, so that a
/// dismissed screen is never kept alive), reads the window's size (a rotation may have changed
/// it with nothing forwarded) and each view through `KeyboardHostView` (whether its superview is
/// still the next one, compared by identity; its kind and frame; a scroll container's scrolling
/// state; the root's frame in the window and safe area), hands the show to an engine that holds
/// the screen already and applies the effects to the views through the protocol (no offset to a
/// scroll view the user is moving), inside the window's keyboard animation
/// (`KeyboardHostWindow.hostAnimate`), as the adapter must. It compares no reading, keeps no
/// record and writes nothing to the engine's tree: what the host core adds to this is the work
/// of knowing what changed.
///
/// Its views are a screen of their own, so that its effects and the host core's do not meet.
@MainActor
struct HostShowFloor {
  /// A view held as the host core holds views: weakly, with the identity the engine names it by.
  final class HeldView {
    weak var view: (any KeyboardHostView)?
    let id: ViewID

    init(_ view: any KeyboardHostView, id: ViewID) {
      self.view = view
      self.id = id
    }
  }

  /// The window, held weakly.
  final class HeldWindow {
    weak var window: (any KeyboardHostWindow)?

    init(_ window: any KeyboardHostWindow) { self.window = window }
  }

  /// A field and its row, held weakly.
  struct Chain {
    let field: HeldView
    let row: HeldView
  }

  /// The screen whose views the floor reads and writes.
  let screen: SimulatedScreen
  private let window: HeldWindow
  private let root: HeldView
  /// Each field's chain below the form.
  private let chains: [Chain]
  private let form: HeldView
  private let follower: HeldView
  /// The views effects go to: the form, the follower and the root.
  private let targets: [HeldView]
  private var engine: AvoidanceEngine
  private var effects: [AvoidanceEffect] = []

  /// A floor for `script`, a `LargeForm` of `fieldCount` fields.
  init?(script: Script, fieldCount: Int) {
    let screen = SimulatedScreen(script: script)
    guard let form = screen.views["form"], let buttons = screen.views["buttons"] else {
      return nil
    }
    self.screen = screen
    window = HeldWindow(screen.window)
    root = HeldView(screen.root, id: script.tree.root.id)
    self.form = HeldView(form, id: "form")
    follower = HeldView(buttons, id: "buttons")
    var chains: [Chain] = []
    for index in 0..<fieldCount {
      let field = ViewID("field\(index)")
      let row = ViewID("row\(index)")
      guard let fieldView = screen.views[field], let rowView = screen.views[row] else {
        return nil
      }
      chains.append(Chain(field: HeldView(fieldView, id: field), row: HeldView(rowView, id: row)))
    }
    self.chains = chains
    targets = [self.form, follower, root]
    engine = AvoidanceEngine(tree: script.tree, settings: script.settings)
  }

  /// Focuses a field (untimed, as the host core's focus is).
  mutating func focus(_ field: ViewID) {
    effects.removeAll(keepingCapacity: true)
    engine.handle(.focus(field), appendingTo: &effects)
    apply()
  }

  /// The timed show, with the chain of field `index`; returns a sum of what it read, so that no
  /// read can be left out.
  @inline(never)
  mutating func show(_ userInfo: [AnyHashable: Any], field index: Int) -> Double {
    let info = SimulatedScreen.read(userInfo)
    guard let window = window.window, let frame = info.frame, let root = root.view else {
      return 0
    }
    let keyboard = window.hostConvertFromScreen(frame)
    // The window's size, which a rotation may have changed with nothing forwarded.
    var read = window.hostWindowSize.height
    // Each view is loaded once and held while the one above it is read: no reference is copied.
    let chain = chains[index % chains.count]
    if let field = chain.field.view {
      read += Self.read(field)
      if let row = chain.row.view {
        if field.hostSuperview === row { read += 1 }
        read += Self.read(row)
        if let form = form.view {
          if row.hostSuperview === form { read += 1 }
          read += Self.read(form)
          if form.hostSuperview === root { read += 1 }
        }
      }
    }
    if let view = follower.view {
      if view.hostSuperview === root { read += 1 }
      read += Self.read(view)
    }
    read += window.hostFrameInWindow(of: root).minY + root.hostSafeAreaInsets.top
    let notification = KeyboardNotification(
      .keyboardWillShow, frame: keyboard, animation: info.animation)
    effects.removeAll(keepingCapacity: true)
    engine.handle(.keyboard(notification), appendingTo: &effects)
    // Inside the keyboard's animation, as the adapter applies a keyboard run.
    let (effects, targets) = (self.effects, self.targets)
    window.hostAnimate(alongsideKeyboard: info.animation) {
      Self.apply(effects, to: targets)
    }
    return read
  }

  /// Hides the keyboard (untimed, as the host core's hide is).
  mutating func hide(_ notification: KeyboardNotification) {
    effects.removeAll(keepingCapacity: true)
    engine.handle(.keyboard(notification), appendingTo: &effects)
    apply()
  }

  /// What a host reads off one view: its kind, its frame and a scroll container's state.
  @inline(__always)
  private static func read(_ view: any KeyboardHostView) -> Double {
    let kind = view.hostKind
    var read = view.hostFrame.minY
    if kind.isScrollContainer, let state = view.hostScrollState { read += state.contentOffset.y }
    return read
  }

  /// Applies the effects to the views.
  private func apply() { Self.apply(effects, to: targets) }

  /// Applies `effects` to the views, loading each view once for its consecutive effects.
  private static func apply(_ effects: [AvoidanceEffect], to targets: [HeldView]) {
    var start = 0
    while start < effects.count {
      let id = effects[start].view
      var end = start + 1
      while end < effects.count, effects[end].view == id { end += 1 }
      var target: HeldView?
      for held in targets where held.id == id {
        target = held
        break
      }
      if let view = target?.view {
        for index in start..<end { Self.apply(effects[index].change, to: view) }
      }
      start = end
    }
  }

  private static func apply(_ change: AvoidanceEffect.Change, to view: any KeyboardHostView) {
    switch change {
    case .contentOffset(_, let offset):
      // No offset goes to a scroll view the user is moving (uikit-facts 32, 88).
      if !view.hostIsMovedByUser { view.hostSetContentOffset(offset, animated: false) }
    case .contentInset(_, let inset): view.hostSetContentInset(inset)
    case .indicatorInsets(_, let insets): view.hostSetIndicatorInsets(insets)
    case .layout: view.hostLayoutIfNeeded()
    case .rootShift(_, let shift): view.hostTranslate(upBy: shift)
    case .followOffset(_, let offset): view.hostTranslate(upBy: offset)
    case .selection(_, let range): view.hostSetSelectedRange(range)
    case .focus: break
    }
  }
}

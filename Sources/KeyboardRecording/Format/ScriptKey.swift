/// Every key of the script format, declared once: the decoder's tables, the encoder, the
/// benchmarks' writers and the fuzzer's dictionary all spell keys through it.
///
/// The keys are numbered in declaration order (``slot``), one numbering for every object of the
/// format, so that a decoded object's values are found by key (`fields[.frame]`) and a set of
/// keys is a bit mask (``bit``). A view's keys come first, in the order a view's errors are
/// reported in (the decoder visits a view's present keys in slot order); the other objects'
/// keys follow. The Script Format article lists which object takes which key.
///
/// A mask has 64 bits and the format has more keys, so the keys of the two objects that take
/// nothing else — an expectation's `navigation` (`previous`, `next`, `returnKey`) and a
/// `keyboardTrack` event (`top`) — share the slots of a view's first keys, which those objects
/// never take; every other key has a slot of its own. A test checks that no object's keys share
/// a slot.
///
/// ```swift
/// ScriptKey.contentOffset.name  // "contentOffset"
/// ```
package enum ScriptKey: Int, CaseIterable, Sendable {
  // A view.
  case id, kind, frame, children, safeArea, contentSize, contentOffset, contentInset
  case indicatorInsets, scrollEnabled, axis, ignoresScrolling, ignoresInset, restorePolicy
  case distance, avoidance, restorationId, text, selection, anchorAtTop, anchorAtEnd, selected
  case followsKeyboard, keyboardLift, alignment, navigable, navigationGroup
  // The document, its window and its settings.
  case name, window, size, settings, keyboardDistance, root, events, navigationOrder
  // Events and expectations.
  case type, view, caret, offset, frames, duration, curve, views, rootShift, visible, effects
  case at, cells, ids, height, complete, screen, index, range, archive
  case focused, pending, anchor
  case safeAreas
  case direction, focus, navigation
  // A recording's header.
  case recording
  // A view expectation's follower offset.
  case followOffset
  // An expectation's `navigation` (slots shared with `id`, `kind` and `frame`).
  case previous, next, returnKey
  // A `keyboardTrack` event's top (the slot shared with `children`).
  case top

  /// The key as scripts spell it.
  package var name: String {
    switch self {
    case .id: "id"
    case .kind: "kind"
    case .frame: "frame"
    case .children: "children"
    case .safeArea: "safeArea"
    case .contentSize: "contentSize"
    case .contentOffset: "contentOffset"
    case .contentInset: "contentInset"
    case .indicatorInsets: "indicatorInsets"
    case .scrollEnabled: "scrollEnabled"
    case .axis: "axis"
    case .ignoresScrolling: "ignoresScrolling"
    case .ignoresInset: "ignoresInset"
    case .restorePolicy: "restorePolicy"
    case .distance: "distance"
    case .avoidance: "avoidance"
    case .restorationId: "restorationId"
    case .text: "text"
    case .selection: "selection"
    case .anchorAtTop: "anchorAtTop"
    case .anchorAtEnd: "anchorAtEnd"
    case .selected: "selected"
    case .name: "name"
    case .window: "window"
    case .size: "size"
    case .settings: "settings"
    case .keyboardDistance: "keyboardDistance"
    case .root: "root"
    case .events: "events"
    case .type: "type"
    case .view: "view"
    case .caret: "caret"
    case .offset: "offset"
    case .frames: "frames"
    case .duration: "duration"
    case .curve: "curve"
    case .views: "views"
    case .rootShift: "rootShift"
    case .visible: "visible"
    case .effects: "effects"
    case .at: "at"
    case .cells: "cells"
    case .ids: "ids"
    case .height: "height"
    case .complete: "complete"
    case .screen: "screen"
    case .index: "index"
    case .range: "range"
    case .archive: "archive"
    case .focused: "focused"
    case .pending: "pending"
    case .anchor: "anchor"
    case .safeAreas: "safeAreas"
    case .recording: "recording"
    case .followsKeyboard: "followsKeyboard"
    case .keyboardLift: "keyboardLift"
    case .alignment: "alignment"
    case .navigable: "navigable"
    case .navigationGroup: "navigationGroup"
    case .navigationOrder: "navigationOrder"
    case .direction: "direction"
    case .focus: "focus"
    case .navigation: "navigation"
    case .followOffset: "followOffset"
    case .previous: "previous"
    case .next: "next"
    case .returnKey: "returnKey"
    case .top: "top"
    }
  }

  /// The key's number: its position in the declaration, except for the keys of an
  /// expectation's `navigation`, which share the slots of `id`, `kind` and `frame`, and a
  /// `keyboardTrack` event's `top`, which shares the slot of `children`.
  ///
  /// They are declared last, so the slot is the position modulo 64 — no branch on the decoder's
  /// hot path: `previous` (64) shares 0 with `id`, `next` 1 with `kind`, `returnKey` 2 with
  /// `frame`, `top` 3 with `children`.
  @inline(__always)
  package var slot: Int { rawValue & 63 }

  /// The key's bit in a set of keys (``mask(_:)``).
  @inline(__always)
  package var bit: UInt64 { 1 << UInt64(slot) }

  /// The set of `keys` as a bit mask.
  package static func mask(_ keys: some Sequence<ScriptKey>) -> UInt64 {
    keys.reduce(0) { $0 | $1.bit }
  }

  /// The keys of a set made by ``mask(_:)``, in slot order (only the keys with a slot of their
  /// own: a shared slot's bit stands for its first key).
  package static func keys(in mask: UInt64) -> [ScriptKey] {
    allCases.filter { mask & $0.bit != 0 && $0.slot == $0.rawValue }
  }
}

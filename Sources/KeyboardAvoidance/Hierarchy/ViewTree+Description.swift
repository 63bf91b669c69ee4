extension ViewNode: CustomStringConvertible, CustomDebugStringConvertible {
  /// The view as a host sees it, on one line: its id, kind and frame, then each property that
  /// differs from a new view's (`form scroll frame (0,47,390,763) contentOffset (0,193)`).
  public var description: String {
    var parts = [id.rawValue, kind.rawValue, "frame \(frame)"]
    func add(_ name: String, _ value: String, if isSet: Bool) {
      if isSet { parts.append("\(name) \(value)") }
    }
    add("safeAreaInsets", "\(safeAreaInsets)", if: safeAreaInsets != .zero)
    add(
      "contentInsetAdjustment", "\(contentInsetAdjustment)", if: contentInsetAdjustment != .zero)
    add("contentSize", "\(contentSize)", if: contentSize != frame.size)
    add("contentOffset", "\(contentOffset)", if: contentOffset != .zero)
    add("contentInset", "\(contentInset)", if: contentInset != .zero)
    add("indicatorInsets", "\(indicatorInsets)", if: indicatorInsets != .zero)
    add("scrollEnabled", "false", if: !scrollEnabled)
    add("axis", axis.rawValue, if: axis != .vertical)
    add("ignoresScrolling", "true", if: ignoresScrolling)
    add("ignoresInset", "true", if: ignoresInset)
    add("restorePolicy", restorePolicy?.rawValue ?? "", if: restorePolicy != nil)
    add("distance", distance.map(formatted) ?? "", if: distance != nil)
    add("avoidance", avoidance.rawValue, if: avoidance != .enabled)
    return parts.joined(separator: " ")
  }

  /// The same as ``description``.
  public var debugDescription: String { description }
}

extension ViewTree: CustomStringConvertible, CustomDebugStringConvertible {
  /// The screen as a host sees it: the window and root shift, then one line per view, indented
  /// by depth, in pre-order; never the storage behind it.
  ///
  /// ```
  /// window (390,844) rootShift 0
  /// root view frame (0,0,390,844) safeAreaInsets (47,0,34,0)
  ///   form scroll frame (0,47,390,763) contentSize (390,1400) contentOffset (0,193)
  ///     email textField frame (20,600,350,44)
  /// ```
  public var description: String {
    var lines = ["window \(windowSize) rootShift \(formatted(rootShift))"]
    forEachSlotInPreOrder { slot in
      let indent = String(repeating: "  ", count: depth(ofSlot: slot))
      lines.append(indent + laidOutNode(slot).description)
    }
    return lines.joined(separator: "\n")
  }

  /// The same as ``description``.
  public var debugDescription: String { description }
}

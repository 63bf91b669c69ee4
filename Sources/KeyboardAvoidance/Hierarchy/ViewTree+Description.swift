extension ViewNode: CustomStringConvertible, CustomDebugStringConvertible {
  /// The view as a host sees it, on one line: its id, kind and frame, then each property that
  /// differs from a new view's (`form scroll frame (0,47,390,763) contentOffset (0,193)`).
  public var description: String {
    ViewNode.properties.compactMap { $0.described(self) }.joined(separator: " ")
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

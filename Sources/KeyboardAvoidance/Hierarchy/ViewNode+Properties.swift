extension ViewNode {
  /// One stored property of a view, declared once: its name, its values as differences compare
  /// them, and how a description shows it.
  ///
  /// ``ViewTree/differences(from:tolerance:)``, ``ViewNode/description`` and the script runner's
  /// view expectations all read ``properties``; a test reflects ``ViewNode`` and fails when a
  /// stored property is missing from it.
  package struct Property: Sendable {
    /// A compared value: a number (compared within a tolerance) or text (compared exactly).
    package enum Value: Hashable, Sendable, CustomStringConvertible {
      case number(Double)
      case text(String)

      /// The value as a difference shows it.
      package var description: String {
        switch self {
        case .number(let value): formatted(value)
        case .text(let text): text
        }
      }
    }

    /// The property's name, as the script format and the differences spell it.
    package let name: String
    /// The property's values, one per component, each named as a ``ViewTree/Difference`` names
    /// it (`frame.x`, `contentInset.bottom`, `text`); empty for the identity, by which views are
    /// matched rather than compared.
    package let components: @Sendable (ViewNode) -> [(name: String, value: Value)]
    /// The property as a description shows it, or `nil` when it has a new view's value.
    package let described: @Sendable (ViewNode) -> String?
  }

  /// Every stored property of a view, in declaration order.
  package static let properties: [Property] = [
    Property(name: "id", components: { _ in [] }, described: { $0.id.rawValue }),
    Property(
      name: "kind", components: { [("kind", .text($0.kind.rawValue))] },
      described: { $0.kind.rawValue }),
    .rect("frame", { $0.frame }),
    Property(
      name: "followOffset", components: { [("followOffset", .number($0.followOffset))] },
      described: { $0.followOffset != 0 ? "followOffset \(formatted($0.followOffset))" : nil }),
    .insets("safeAreaInsets", { $0.safeAreaInsets }),
    .insets("contentInsetAdjustment", { $0.contentInsetAdjustment }),
    Property(
      name: "contentSize",
      components: {
        [
          ("contentSize.width", .number($0.contentSize.width)),
          ("contentSize.height", .number($0.contentSize.height)),
        ]
      },
      described: { $0.contentSize != $0.frame.size ? "contentSize \($0.contentSize)" : nil }),
    Property(
      name: "contentOffset",
      components: {
        [
          ("contentOffset.x", .number($0.contentOffset.x)),
          ("contentOffset.y", .number($0.contentOffset.y)),
        ]
      },
      described: { $0.contentOffset != .zero ? "contentOffset \($0.contentOffset)" : nil }),
    .insets("contentInset", { $0.contentInset }),
    .insets("indicatorInsets", { $0.indicatorInsets }),
    .text("scrollEnabled", { "\($0.scrollEnabled)" }, new: "true"),
    .text("axis", { $0.axis.rawValue }, new: LayoutAxis.vertical.rawValue),
    .text("ignoresScrolling", { "\($0.ignoresScrolling)" }, new: "false"),
    .text("ignoresInset", { "\($0.ignoresInset)" }, new: "false"),
    .text("restorePolicy", { $0.restorePolicy?.rawValue ?? "default" }, new: "default"),
    .text("distance", { $0.distance.map(formatted) ?? "default" }, new: "default"),
    .text("avoidance", { $0.avoidance.rawValue }, new: Avoidance.enabled.rawValue),
    .text("followsKeyboard", { "\($0.followsKeyboard)" }, new: "false"),
    .text("keyboardLift", { $0.keyboardLift.rawValue }, new: KeyboardLift.none.rawValue),
    .text("alignment", { $0.alignment?.rawValue ?? "default" }, new: "default"),
    .text("navigable", { "\($0.navigable)" }, new: "true"),
    .text("navigationGroup", { "\($0.navigationGroup)" }, new: "false"),
    .text(
      "restorationIdentifier", { $0.restorationIdentifier.map(quoted) ?? "nil" }, new: "nil"),
    .text("text", { $0.text.map(quoted) ?? "nil" }, new: "nil"),
    .text("selectedRange", { $0.selectedRange?.description ?? "nil" }, new: "nil"),
    Property(
      name: "anchorPolicy",
      components: {
        [
          ("anchorPolicy.anchorAtTop", .text($0.anchorPolicy.anchorAtTop.rawValue)),
          ("anchorPolicy.anchorAtEnd", .text($0.anchorPolicy.anchorAtEnd.rawValue)),
        ]
      },
      described: {
        $0.anchorPolicy == ScrollAnchor.Policy()
          ? nil
          : "anchorPolicy (\($0.anchorPolicy.anchorAtTop.rawValue),"
            + "\($0.anchorPolicy.anchorAtEnd.rawValue))"
      }),
    .text("selectedIndex", { "\($0.selectedIndex)" }, new: "0"),
  ]

  /// The table entry named `name`, if any.
  package static func property(named name: String) -> Property? {
    properties.first { $0.name == name }
  }
}

extension ViewNode.Property {
  /// A property shown as one text value, described when it is not `new`.
  fileprivate static func text(
    _ name: String, _ value: @escaping @Sendable (ViewNode) -> String, new: String
  ) -> Self {
    Self(
      name: name, components: { [(name, .text(value($0)))] },
      described: {
        let text = value($0)
        return text == new ? nil : "\(name) \(text)"
      })
  }

  /// A rectangle, compared by its origin and size and always described.
  fileprivate static func rect(_ name: String, _ value: @escaping @Sendable (ViewNode) -> Rect)
    -> Self
  {
    Self(
      name: name,
      components: {
        let rect = value($0)
        return [
          (name + ".x", .number(rect.minX)), (name + ".y", .number(rect.minY)),
          (name + ".width", .number(rect.width)), (name + ".height", .number(rect.height)),
        ]
      },
      described: { "\(name) \(value($0))" })
  }

  /// Insets, compared edge by edge and described when not zero.
  fileprivate static func insets(
    _ name: String, _ value: @escaping @Sendable (ViewNode) -> Insets
  ) -> Self {
    Self(
      name: name,
      components: {
        let insets = value($0)
        return [
          (name + ".top", .number(insets.top)), (name + ".left", .number(insets.left)),
          (name + ".bottom", .number(insets.bottom)), (name + ".right", .number(insets.right)),
        ]
      },
      described: {
        let insets = value($0)
        return insets == .zero ? nil : "\(name) \(insets)"
      })
  }
}

/// Text in double quotes, as a description shows a string value.
private func quoted(_ text: String) -> String {
  "\"" + text + "\""
}

// UIKit's layout guides and anchors that the SwiftUI layer uses (`UILayoutGuide`,
// `UIKeyboardLayoutGuide`, `NSLayoutConstraint`, `NSLayoutAnchor`, `NSLayoutYAxisAnchor`,
// `NSLayoutDimension`) are declared in the UIKit adapter's stub,
// scripts/uikit-typecheck/UIKit/NSLayoutConstraint.swift, which this check links too; this file
// adds none of its own.

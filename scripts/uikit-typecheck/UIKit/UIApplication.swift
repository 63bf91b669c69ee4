// UIKit/UIApplication.h

@available(iOS 2.0, *)
@MainActor
open class UIApplication: UIResponder {
  // UIKit/UIApplication.h: `nonisolated class let didReceiveMemoryWarningNotification:
  // NSNotification.Name` (Linux: computed `class var`, see UIResponder.swift).
  nonisolated public class var didReceiveMemoryWarningNotification: NSNotification.Name {
    NSNotification.Name("UIApplicationDidReceiveMemoryWarningNotification")
  }
}

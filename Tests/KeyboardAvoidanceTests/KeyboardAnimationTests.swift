import Foundation
import KeyboardAvoidance
import Testing

@Suite("Keyboard animation curves")
struct KeyboardAnimationTests {
  @Test(
    "A curve keeps its raw value and gives UIKit's animation-option bits",
    arguments: [
      (KeyboardAnimation.Curve.easeInOut, 0, UInt(0)),
      (.easeIn, 1, 1 << 16),
      (.easeOut, 2, 2 << 16),
      (.linear, 3, 3 << 16),
      (.keyboard, 7, 7 << 16),
      (KeyboardAnimation.Curve(rawValue: 23), 23, 7 << 16),
      (KeyboardAnimation.Curve(rawValue: -1), -1, 15 << 16),
    ])
  func optionBits(curve: KeyboardAnimation.Curve, rawValue: Int, options: UInt) {
    #expect(curve.rawValue == rawValue)
    #expect(curve.animationOptionsRawValue == options)
    #expect(curve.description == String(rawValue))
  }

  @Test("The default animation is the keyboard's: 0.25 s on curve 7")
  func defaults() {
    #expect(KeyboardAnimation.default == KeyboardAnimation(duration: 0.25, curve: 7))
    #expect(KeyboardAnimation.default.curve == .keyboard)
  }

  @Test("A curve codes as its bare raw value")
  func coding() throws {
    let animation = KeyboardAnimation(duration: 0.5, curve: .easeOut)
    let data = try JSONEncoder().encode(animation)
    #expect(String(decoding: data, as: UTF8.self).contains(#""curve":2"#))
    #expect(try JSONDecoder().decode(KeyboardAnimation.self, from: data) == animation)
  }
}

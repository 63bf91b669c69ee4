import KeyboardAvoidance
import KeyboardAvoidanceSwiftUI
import SwiftUI

/// A settings screen laid out like a `Form`, with Previous, Next and Done on a bar that rides
/// the keyboard.
@available(iOS 18, visionOS 2, *)
struct SettingsScreen: View {
  enum Field: Hashable, CaseIterable {
    case displayName, city, postcode, website
  }

  @State private var displayName = ""
  @State private var city = ""
  @State private var postcode = ""
  @State private var website = ""
  @FocusState private var focus: Field?

  var body: some View {
    VStack(spacing: 0) {
      ScrollView {
        VStack(alignment: .leading, spacing: 12) {
          Text("Profile")
          TextField("Display name", text: $displayName)
            .focused($focus, equals: .displayName)
            .keyboardField(Field.displayName)
          Text("Address")
          TextField("City", text: $city)
            .focused($focus, equals: .city)
            .keyboardField(Field.city)
          TextField("Postcode", text: $postcode)
            .focused($focus, equals: .postcode)
            .keyboardField(Field.postcode)
          Text("Links")
          TextField("Website", text: $website)
            .focused($focus, equals: .website)
            .keyboardField(Field.website)
        }
        .padding()
      }
      .keyboardAvoiding(id: "settings")
      KeyboardNavigationBar(focus: $focus)
        .padding()
        .ridesKeyboard(id: "buttonBar")
    }
    .keyboardNavigation($focus)
    .keyboardAvoidanceScreen()
  }
}

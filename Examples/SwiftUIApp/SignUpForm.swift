import KeyboardAvoidance
import KeyboardAvoidanceSwiftUI
import SwiftUI

/// A sign-up form in a scroll view, with a `TextEditor` for notes whose caret the engine keeps
/// above the keyboard as the user types (SwiftUI by itself reveals single-line fields only).
@available(iOS 18, visionOS 2, *)
struct SignUpForm: View {
  enum Field: Hashable, CaseIterable {
    case name, email, password, notes
  }

  @State private var name = ""
  @State private var email = ""
  @State private var password = ""
  @State private var notes = ""
  @FocusState private var focus: Field?

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 16) {
        TextField("Name", text: $name)
          .focused($focus, equals: .name)
          .keyboardField(Field.name)
        TextField("Email", text: $email)
          .focused($focus, equals: .email)
          .keyboardField(Field.email)
        TextField("Password", text: $password)
          .focused($focus, equals: .password)
          .keyboardField(Field.password)
        TextEditor(text: $notes)
          .frame(height: 240)
          .focused($focus, equals: .notes)
          .keyboardField(Field.notes, isEditor: true, options: AvoidanceOptions(distance: 24))
      }
      .padding()
    }
    .keyboardAvoiding(id: "form")
    .keyboardNavigation($focus)
    .keyboardAvoidanceScreen()
  }
}

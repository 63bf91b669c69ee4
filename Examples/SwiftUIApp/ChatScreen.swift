import KeyboardAvoidance
import KeyboardAvoidanceSwiftUI
import SwiftUI

/// A chat: the composer rides the keyboard, following a finger that drags it down, and the
/// transcript lifts with it only while the last message is in view.
@available(iOS 18, visionOS 2, *)
struct ChatScreen: View {
  struct Message: Hashable {
    var id: Int
    var text: String
  }

  enum Field: Hashable, CaseIterable {
    case composer
  }

  @State private var messages = (0..<40).map { Message(id: $0, text: "Message \($0)") }
  @State private var draft = ""
  @FocusState private var focus: Field?

  var body: some View {
    VStack(spacing: 0) {
      ScrollView {
        VStack(alignment: .leading, spacing: 8) {
          ForEach(messages, id: \.id) { message in
            Text(message.text)
          }
        }
        .padding()
      }
      // A drag down the transcript takes the keyboard with the finger: only `.interactively`
      // makes the keyboard track the gesture, which the composer then rides (iOS 16,
      // https://developer.apple.com/documentation/swiftui/view/scrolldismisseskeyboard(_:)).
      .scrollDismissesKeyboard(.interactively)
      .keyboardLift(.whenAtEnd, id: "transcript")
      HStack(spacing: 8) {
        TextField("Message", text: $draft)
          .focused($focus, equals: .composer)
          .keyboardField(Field.composer)
        Button("Send") {
          messages.append(Message(id: messages.count, text: draft))
          draft = ""
        }
      }
      .padding()
      .ridesKeyboard(id: "composer")
    }
    .keyboardNavigation($focus)
    .keyboardAvoidanceScreen()
  }
}

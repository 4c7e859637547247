import Tessera

// iOS 17 observation from Swift 5 code: an @Observable note edited through @Bindable and
// read from the environment.
@Observable
final class ShoppingNote {
  var text = "Buy more oats"
}

struct ShoppingNoteEditor: View {
  @Environment(ShoppingNote.self) private var note

  var body: some View {
    @Bindable var note = note
    VStack {
      TextField("Note", text: $note.text)
      Text("Note: \(note.text)")
    }
  }
}

#Preview("Shopping note") {
  ShoppingNoteEditor()
    .environment(ShoppingNote())
}

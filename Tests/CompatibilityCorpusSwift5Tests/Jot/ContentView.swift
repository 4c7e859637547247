import Tessera

struct ContentView: View {
  @Binding var document: JotDocument

  var body: some View {
    VStack(alignment: .leading) {
      TextEditor(text: $document.text)
      Text("\(document.text.count) characters")
        .font(.caption)
        .foregroundStyle(.secondary)
    }
    .padding()
  }
}

#Preview {
  ContentView(document: .constant(JotDocument()))
}

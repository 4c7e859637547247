import Tessera

struct AddBookForm: View {
  @Environment(Library.self) private var library
  @Environment(\.dismiss) private var dismiss
  @State private var title = ""
  @State private var author = ""

  var body: some View {
    NavigationStack {
      VStack {
        TextField("Title", text: $title)
        TextField("Author", text: $author)
        Button("Save") {
          library.add(title: title, author: author)
          dismiss()
        }
        .disabled(title.isEmpty)
      }
      .padding()
      .navigationTitle("New Book")
    }
  }
}

#Preview("Add book") {
  AddBookForm()
    .environment(Library())
}

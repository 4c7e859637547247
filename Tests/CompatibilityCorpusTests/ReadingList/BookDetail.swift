import Tessera

struct BookDetail: View {
  @Bindable var book: Book

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      TextField("Title", text: $book.title)
      TextField("Author", text: $book.author)
      Toggle("Finished", isOn: $book.isFinished)
      Picker("Rating", selection: $book.rating) {
        ForEach(1...5, id: \.self) { stars in
          Text(String(repeating: "★", count: stars)).tag(stars)
        }
      }
      Spacer()
    }
    .padding()
    .navigationTitle(book.title)
  }
}

#Preview {
  @Previewable @State var book = Book(title: "Draft", author: "Someone")
  NavigationStack {
    BookDetail(book: book)
  }
}

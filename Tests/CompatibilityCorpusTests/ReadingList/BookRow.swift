import Tessera

struct BookRow: View {
  var book: Book

  var body: some View {
    HStack {
      VStack(alignment: .leading) {
        Text(book.title)
          .font(.headline)
        Text(book.author)
          .font(.subheadline)
          .foregroundStyle(.secondary)
      }
      Spacer()
      if book.isFinished {
        Image(systemName: "checkmark.circle.fill")
          .foregroundStyle(.green)
      }
    }
  }
}

#Preview(traits: .sizeThatFitsLayout) {
  BookRow(book: Book(title: "Preview Title", author: "Preview Author", isFinished: true))
}

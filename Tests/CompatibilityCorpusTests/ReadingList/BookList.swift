import Tessera

struct BookList: View {
  @Environment(Library.self) private var library
  @State private var showingAdd = false

  var body: some View {
    NavigationStack {
      List {
        Section {
          ForEach(library.books) { book in
            NavigationLink {
              BookDetail(book: book)
            } label: {
              BookRow(book: book)
            }
          }
        } header: {
          Text("\(library.finishedCount) of \(library.books.count) finished")
        }
      }
      .navigationTitle("Reading List")
      .toolbar {
        Button("Add Book") { showingAdd = true }
      }
      .sheet(isPresented: $showingAdd) {
        AddBookForm()
      }
    }
  }
}

#Preview {
  BookList()
    .environment(Library())
}

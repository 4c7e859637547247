import Tessera

@Observable
final class Library {
  var books: [Book] = [
    Book(title: "The Quiet Orchard", author: "M. Alder"),
    Book(title: "Salt and Lanterns", author: "R. Okafor", isFinished: true),
    Book(title: "North of the Weir", author: "J. Lindqvist"),
  ]

  var finishedCount: Int { books.filter(\.isFinished).count }

  func add(title: String, author: String) {
    books.append(Book(title: title, author: author))
  }
}

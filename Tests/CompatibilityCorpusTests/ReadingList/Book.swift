import Tessera

@Observable
final class Book: Identifiable {
  let id = UUID()
  var title: String
  var author: String
  var isFinished = false
  var rating = 3

  init(title: String, author: String, isFinished: Bool = false) {
    self.title = title
    self.author = author
    self.isFinished = isFinished
  }
}

import Foundation

// Only Foundation is imported, as in many apps' model files: on Apple platforms it brings
// ObservableObject, @Published and AnyCancellable along.
final class Library: ObservableObject {
  @Published var books: [Book] = [
    Book(title: "The Salt Road", author: "M. Okafor"),
    Book(title: "Winter Orchard", author: "L. Brandt"),
    Book(title: "Paper Moons", author: "A. Castillo", isRead: true),
  ]
  @Published private(set) var unreadCount = 0
  private var cancellables = Set<AnyCancellable>()

  init() {
    $books
      .map { books in books.filter { !$0.isRead }.count }
      .sink { [weak self] in self?.unreadCount = $0 }
      .store(in: &cancellables)
  }

  func toggleRead(_ book: Book) {
    guard let index = books.firstIndex(where: { $0.id == book.id }) else { return }
    books[index].isRead.toggle()
  }
}

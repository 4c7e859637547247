import Combine
import Foundation

/// A news reader in the style of the MVVM-with-Combine tutorials: a view model that loads
/// JSON with `dataTaskPublisher`, decodes it, filters it as a search is typed, and keeps
/// the subscriptions in a set.
struct Article: Codable, Identifiable, Hashable {
  let id: Int
  let title: String
  let section: String
}

final class HeadlinesViewModel: ObservableObject {
  @Published var query = ""
  @Published private(set) var articles: [Article] = []
  @Published private(set) var shown: [Article] = []
  @Published private(set) var errorMessage: String?
  @Published private(set) var sectionsSummary = ""

  private let feedURL: URL
  private var cancellables = Set<AnyCancellable>()

  init(feedURL: URL) {
    self.feedURL = feedURL
    Publishers.CombineLatest($articles, $query.map { $0.lowercased() })
      .map { articles, query in
        query.isEmpty ? articles : articles.filter { $0.title.lowercased().contains(query) }
      }
      .assign(to: &$shown)
    $articles
      .map { Set($0.map(\.section)).sorted() }
      .map { $0.joined(separator: " · ") }
      .assign(to: &$sectionsSummary)
  }

  func load() {
    URLSession.shared.dataTaskPublisher(for: feedURL)
      .map(\.data)
      .decode(type: [Article].self, decoder: JSONDecoder())
      .receive(on: DispatchQueue.main)
      .sink { [weak self] completion in
        if case .failure(let error) = completion {
          self?.errorMessage = "Could not load the headlines: \(error.localizedDescription)"
        }
      } receiveValue: { [weak self] articles in
        self?.articles = articles
        self?.errorMessage = nil
      }
      .store(in: &cancellables)
  }
}

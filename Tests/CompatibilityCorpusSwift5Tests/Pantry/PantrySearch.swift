import Combine
import Foundation

final class PantrySearch: ObservableObject {
  @Published var query = ""
  @Published private(set) var matches: [String] = []
  private var cancellables = Set<AnyCancellable>()

  init(names: [String]) {
    $query
      .removeDuplicates()
      .debounce(for: .milliseconds(50), scheduler: RunLoop.main)
      .map { query in
        names.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }
      }
      .sink { [weak self] in self?.matches = $0 }
      .store(in: &cancellables)
  }
}

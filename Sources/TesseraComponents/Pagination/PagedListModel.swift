import Tessera

/// The items of a paged source and its `LoadingState`, for a list with a `LoadMoreView`
/// footer. `loadData(page:)` drops a request while another is in flight and any request
/// once every page is loaded, so a footer can ask as often as it sees fit; a page that
/// just failed is retried only after `retryDelay`, so a source that keeps failing is not
/// asked in a tight loop while the footer stays in view.
@MainActor
public final class PagedListModel<Item: Sendable>: ObservableObject {
  /// The items loaded so far, page after page.
  @Published public private(set) var items: [Item] = []
  /// Where loading is; the footer's binding.
  @Published public var loadingState = LoadingState.loading(page: LoadingState.initialPage)
  /// How many requests reached the source.
  public private(set) var fetchCount = 0
  /// How long a page that just failed waits before it is asked for again.
  public let retryDelay: Duration
  private let fetch: @Sendable (Int) async throws -> Page<Item>
  private var inFlight: Task<Void, Never>?
  /// Counts requests, so that the answer to a request cancelled by `reload()` is ignored.
  private var generation = 0

  /// A model loading pages with `fetch(page)`, starting at page 1, waiting `retryDelay`
  /// before retrying a page that failed.
  public init(
    retryDelay: Duration = .seconds(1),
    fetch: @escaping @Sendable (Int) async throws -> Page<Item>
  ) {
    precondition(retryDelay >= .zero, "PagedListModel's retryDelay must not be negative")
    self.retryDelay = retryDelay
    self.fetch = fetch
  }

  /// Whether a request is in flight.
  public var isLoading: Bool { inFlight != nil }

  /// Loads `page` unless a load is in flight or every page is loaded. Page 1 replaces the
  /// items; later pages append to them.
  public func loadData(page: Int) {
    guard inFlight == nil, !loadingState.isDataFullyLoaded else { return }
    guard page >= LoadingState.initialPage else {
      preconditionFailure("PagedListModel.loadData(page:) needs a page of 1 or more, not \(page)")
    }
    fetchCount += 1
    generation += 1
    let delay = loadingState == .fail(retryPage: page) ? retryDelay : .zero
    if delay == .zero { loadingState = .loading(page: page) }
    let fetch = fetch
    let generation = generation
    inFlight = Task { [weak self] in
      if delay > .zero {
        guard (try? await Task.sleep(for: delay)) != nil, let self, self.generation == generation
        else { return }
        self.loadingState = .loading(page: page)
      }
      let result: Result<Page<Item>, any Error>
      do { result = .success(try await fetch(page)) } catch { result = .failure(error) }
      guard let self, self.generation == generation else { return }
      self.finish(page: page, with: result)
    }
  }

  /// Starts again from the first page (a full-page error's "Retry").
  public func reload() {
    inFlight?.cancel()
    inFlight = nil
    generation += 1
    loadingState = .loading(page: LoadingState.initialPage)
    loadData(page: LoadingState.initialPage)
  }

  private func finish(page: Int, with result: Result<Page<Item>, any Error>) {
    inFlight = nil
    switch result {
    case .success(let loaded):
      if page == LoadingState.initialPage { items = loaded.items } else { items += loaded.items }
      loadingState = .success(nextPage: loaded.nextPage)
    case .failure:
      loadingState = .fail(retryPage: page)
    }
  }
}

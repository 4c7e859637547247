/// Where a paged list is: loading a page, done with a page (and which comes next), or
/// failed on a page. A `LoadMoreView` footer reads it to decide what to show and which
/// page to ask for.
public enum LoadingState: Equatable, Sendable {
  /// `page` is being loaded.
  case loading(page: Int)
  /// The last load succeeded; `nextPage` is the next page to load, nil when every page
  /// is loaded.
  case success(nextPage: Int?)
  /// Loading `retryPage` failed; it is the page to try again.
  case fail(retryPage: Int)

  /// The first page of a list.
  public static let initialPage = 1

  /// Whether every page is loaded (`success(nextPage: nil)`): the footer shows nothing
  /// and asks for nothing more.
  public var isDataFullyLoaded: Bool { self == .success(nextPage: nil) }

  /// Whether the very first page failed: screens show a full-page error instead of the
  /// list then.
  public var isFirstFail: Bool { self == .fail(retryPage: Self.initialPage) }

  /// The page this state points at: the one loading, the next one, or the one to retry;
  /// nil once every page is loaded.
  public var page: Int? {
    switch self {
    case .loading(let page): page
    case .success(let nextPage): nextPage
    case .fail(let retryPage): retryPage
    }
  }
}

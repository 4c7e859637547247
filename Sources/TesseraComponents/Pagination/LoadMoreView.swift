import Tessera

/// The footer of a paged list: it shows a spinner while there is more to load and asks
/// for the page it is waiting for when it comes into view.
///
/// What it shows, by `loadingState` (full width, at least 100 points tall):
/// - `loading(p)` and `success(nextPage: p)`: a spinner;
/// - `fail(retryPage: p)`: an invisible view that keeps the space;
/// - `success(nextPage: nil)`: nothing.
///
/// It calls `loadData(p)` once each time it appears and once each time the state changes
/// while it is shown (the fix for short lists, whose footer never leaves the view and so
/// never appears again), with the state's page `p`, and never once everything is loaded.
/// A change that also takes the footer out of a lazy list (the new rows pushed it out of
/// view) asks for nothing. Dropping a request while another is in flight, such as the
/// `loading(p)` that answers a request for `p`, is the source's job: `PagedListModel`
/// does it, and waits a moment before retrying a page that just failed.
public struct LoadMoreView: View {
  @Binding private var loadingState: LoadingState
  private let loadData: (Int) -> Void

  /// A footer reading `loadingState` and calling `loadData(page)` to ask for a page.
  public init(loadingState: Binding<LoadingState>, loadData: @escaping (Int) -> Void) {
    _loadingState = loadingState
    self.loadData = loadData
  }

  /// The spinner, the invisible placeholder or nothing, with the task that asks for pages.
  public var body: some View {
    content
      .task(id: loadingState) {
        guard !Task.isCancelled else { return }
        if let page = loadingState.page { loadData(page) }
      }
  }

  @ViewBuilder private var content: some View {
    switch loadingState {
    case .loading, .success(.some):
      ProgressView()
        .frame(maxWidth: .infinity, minHeight: 100)
        .accessibilityIdentifier("LoadMoreView.spinner")
    case .fail:
      Color.clear
        .frame(maxWidth: .infinity, minHeight: 100)
        .accessibilityIdentifier("LoadMoreView.retry")
    case .success(nextPage: nil):
      EmptyView()
    }
  }
}

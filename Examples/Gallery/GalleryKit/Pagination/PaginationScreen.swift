import Tessera
import TesseraComponents

/// The pagination demo: a list that loads 20 more rows each time its footer comes into
/// view, and a full-screen error with "Retry" when the first page fails. Buttons above the
/// list make the source fail a page, to try both.
public struct PaginationScreen: View {
  @StateObject private var model: PagedListModel<DemoRow>
  private let source: DemoPageSource

  /// The demo over `source`, retrying a failed page after `retryDelay`.
  public init(source: DemoPageSource, retryDelay: Duration = .seconds(1)) {
    self.source = source
    _model = StateObject(
      wrappedValue: PagedListModel(retryDelay: retryDelay, fetch: source.fetch(page:)))
  }

  /// The list and its footer, or the first page's error.
  public var body: some View {
    if model.loadingState.isFirstFail {
      VStack(spacing: 16) {
        Image(systemName: "exclamationmark.triangle")
        Text("The list could not be loaded.")
        Button("Retry") { model.reload() }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
    } else {
      VStack(spacing: 0) {
        controls
        list
      }
    }
  }

  private var controls: some View {
    HStack {
      Text("\(model.items.count) rows")
      Spacer()
      if let page = model.loadingState.page {
        Button("Fail page \(page)") { source.failNext(page: page) }
      }
      Button("Restart failing page 1") {
        source.failNext(page: LoadingState.initialPage)
        model.reload()
      }
    }
    .padding(.horizontal)
  }

  private var list: some View {
    List {
      ForEach(model.items) { row in
        Text(row.title)
      }
      LoadMoreView(loadingState: $model.loadingState) { [weak model] page in
        model?.loadData(page: page)
      }
      if model.loadingState.isDataFullyLoaded {
        Text("All \(model.items.count) rows loaded")
      }
    }
  }
}

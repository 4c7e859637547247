import Tessera
import TesseraComponents
import TesseraTesting
import Testing

/// The footer's state, changed by the tests as a source would.
@MainActor
private final class Source: ObservableObject {
  @Published var state: LoadingState
  var calls: [Int] = []
  init(_ state: LoadingState) { self.state = state }
}

/// A footer alone on screen, or removed and brought back with the button.
private struct FooterScreen: View {
  @ObservedObject var source: Source
  @State private var shown = true
  var body: some View {
    VStack {
      Button(shown ? "Hide" : "Show") { shown.toggle() }
      if shown {
        LoadMoreView(loadingState: $source.state) { source.calls.append($0) }
      }
    }
  }
}

@MainActor
@Suite struct LoadMoreViewTests {
  private func show(_ state: LoadingState) async -> (TestHost, Source) {
    let source = Source(state)
    let host = TestHost(FooterScreen(source: source))
    await quiesce(host)
    return (host, source)
  }

  /// Runs a hundred turns of updates and tasks, so that a call that was going to happen
  /// has happened.
  private func quiesce(_ host: TestHost) async {
    _ = await host.settle(until: { false }, maxTurns: 100)
  }

  /// The footer's frame: the element marked with `identifier`, not the view inside it.
  private func footerFrame(_ identifier: String, in host: TestHost) -> CGRect? {
    host.findAll { $0.description == "accessibilityIdentifier(\"\(identifier)\")" }.first?.frame
  }

  private func change(_ source: Source, to state: LoadingState, in host: TestHost) async {
    source.state = state
    host.update()
    await quiesce(host)
  }

  @Test func aSpinnerAsksForItsPageOnceWhenItAppears() async throws {
    let (host, source) = await show(.loading(page: 1))
    #expect(source.calls == [1])
    let spinner = try #require(footerFrame("LoadMoreView.spinner", in: host))
    #expect(spinner.height >= 100)
    #expect(spinner.width == host.windowSize.width)
    #expect(host.findAll(kind: "ProgressView").count == 1)
    let (_, next) = await show(.success(nextPage: 3))
    #expect(next.calls == [3])
  }

  @Test func aStateChangeWhileShownAsksForTheNextPage() async throws {
    let (host, source) = await show(.loading(page: 1))
    await change(source, to: .success(nextPage: 2), in: host)
    #expect(source.calls == [1, 2], "a short list does not stall")
    await change(source, to: .loading(page: 2), in: host)
    #expect(source.calls == [1, 2, 2], "one call per change; the source drops the duplicate")
    await change(source, to: .success(nextPage: 3), in: host)
    #expect(source.calls == [1, 2, 2, 3])
  }

  @Test func nothingIsShownOrAskedForOnceEverythingIsLoaded() async throws {
    let (host, source) = await show(.loading(page: 4))
    await change(source, to: .success(nextPage: nil), in: host)
    #expect(source.calls == [4])
    #expect(!host.contains(text: "LoadMoreView"))
    #expect(throws: (any Error).self) { try host.find(identifier: "LoadMoreView.spinner") }
    try host.tap("Hide")
    try host.tap("Show")
    await quiesce(host)
    #expect(source.calls == [4], "no call after success(nil), even on appearing again")
  }

  @Test func aFailureKeepsItsSpaceAndAsksForThePageAgain() async throws {
    let (host, source) = await show(.loading(page: 3))
    await change(source, to: .fail(retryPage: 3), in: host)
    #expect(source.calls == [3, 3])
    let placeholder = try #require(footerFrame("LoadMoreView.retry", in: host))
    #expect(placeholder.height >= 100)
    #expect(host.findAll(kind: "ProgressView").isEmpty)
    #expect(throws: (any Error).self) { try host.find(identifier: "LoadMoreView.spinner") }
    try host.tap("Hide")
    await quiesce(host)
    try host.tap("Show")
    await quiesce(host)
    #expect(source.calls == [3, 3, 3], "appearing again is a trigger too")
  }

  @Test func firstFailAndFullyLoadedAreReported() {
    #expect(LoadingState.fail(retryPage: 1).isFirstFail)
    #expect(!LoadingState.fail(retryPage: 2).isFirstFail)
    #expect(LoadingState.success(nextPage: nil).isDataFullyLoaded)
    #expect(!LoadingState.success(nextPage: 2).isDataFullyLoaded)
  }

  @Test func aFooterScrolledOutOfALazyListAsksForNothing() async throws {
    struct LongList: View {
      @ObservedObject var source: Source
      var body: some View {
        List {
          ForEach(0..<40, id: \.self) { Text("Row \($0)") }
          LoadMoreView(loadingState: $source.state) { source.calls.append($0) }
        }
      }
    }
    let source = Source(.success(nextPage: 2))
    let host = TestHost(LongList(source: source))
    await quiesce(host)
    #expect(source.calls.isEmpty, "the footer is not built while off screen")
    source.state = .success(nextPage: 3)
    await quiesce(host)
    #expect(source.calls.isEmpty)
  }

  @Test func aFooterPushedOutByTheNewRowsAsksForNothing() async throws {
    @MainActor final class Feed: ObservableObject {
      @Published var rows = 2
      @Published var state = LoadingState.loading(page: 1)
      var calls: [Int] = []
    }
    struct FeedList: View {
      @ObservedObject var feed: Feed
      var body: some View {
        List {
          ForEach(0..<feed.rows, id: \.self) { Text("Row \($0)") }
          LoadMoreView(loadingState: $feed.state) { feed.calls.append($0) }
        }
      }
    }
    let feed = Feed()
    let host = TestHost(FeedList(feed: feed))
    #expect(await host.settle { !feed.calls.isEmpty })
    #expect(feed.calls == [1])
    feed.rows = 60
    feed.state = .success(nextPage: 2)
    host.update()
    await quiesce(host)
    #expect(feed.calls == [1], "the page arrived and pushed the footer out of view")
    try #require(host.findAll(kind: "List").first).scrollToEnd()
    #expect(await host.settle { feed.calls == [1, 2] }, "it asks once scrolled back into view")
  }
}

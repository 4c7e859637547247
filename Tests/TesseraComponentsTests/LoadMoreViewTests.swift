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
    await host.settle()
    return (host, source)
  }

  /// The footer's frame: the element marked with `identifier`, not the view inside it.
  private func footerFrame(_ identifier: String, in host: TestHost) -> CGRect? {
    host.findAll { $0.description == "accessibilityIdentifier(\"\(identifier)\")" }.first?.frame
  }

  private func change(_ source: Source, to state: LoadingState, in host: TestHost) async {
    source.state = state
    host.update()
    await host.settle()
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
    await host.settle()
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
    await host.settle()
    try host.tap("Show")
    await host.settle()
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
    await host.settle()
    #expect(source.calls.isEmpty, "the footer is not built while off screen")
    await change(source, to: .success(nextPage: 3), in: host)
    #expect(source.calls.isEmpty)
  }
}

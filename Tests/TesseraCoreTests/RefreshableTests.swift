import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct RefreshableTests {
  @MainActor final class Feed: ObservableObject {
    @Published var items = ["Old news"]
    var isGateOpen = false
    var reloads = 0

    func reload() async {
      reloads += 1
      while !isGateOpen { await Task.yield() }
      items.insert("Fresh news", at: 0)
    }
  }

  struct FeedView: View {
    @ObservedObject var feed: Feed
    @Environment(\.refresh) private var refresh
    var body: some View {
      List(feed.items, id: \.self) { Text($0) }
        .refreshable { await feed.reload() }
    }
  }

  @Test func refreshingShowsProgressUntilTheActionReturns() async throws {
    let feed = Feed()
    let host = TestHost(FeedView(feed: feed))
    let refreshing = Task { try await host.refresh() }
    #expect(
      await host.settle(until: { (try? host.find(label: "Refreshing")) != nil }),
      "a progress indicator shows while the action runs")
    #expect(!host.contains(text: "Fresh news"))
    feed.isGateOpen = true
    try await refreshing.value
    #expect(host.contains(text: "Fresh news"))
    #expect((try? host.find(label: "Refreshing")) == nil, "and goes when it returns")
    #expect(feed.reloads == 1)
  }

  @Test func contentThatIsNotRefreshableRefusesARefresh() async {
    let host = TestHost(Text("Static"))
    await #expect(throws: InspectionError.self) { try await host.refresh() }
  }
}

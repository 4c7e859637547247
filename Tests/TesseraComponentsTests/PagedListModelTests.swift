import Synchronization
import TesseraComponents
import Testing

/// A source whose answers the test releases one at a time.
private final class GatedSource: Sendable {
  private let gate = Mutex<[CheckedContinuation<Void, Never>]>([])
  private let calls = Mutex<[Int]>([])

  var requests: [Int] { calls.withLock { $0 } }
  var waiting: Int { gate.withLock { $0.count } }

  func fetch(page: Int) async throws -> Page<Int> {
    calls.withLock { $0.append(page) }
    await withCheckedContinuation { continuation in gate.withLock { $0.append(continuation) } }
    return Page(items: [page * 10, page * 10 + 1], nextPage: page < 2 ? page + 1 : nil)
  }

  func releaseAll() {
    let waiting = gate.withLock { list in
      defer { list.removeAll() }
      return list
    }
    for continuation in waiting { continuation.resume() }
  }
}

@MainActor
@Suite struct PagedListModelTests {
  /// Lets other tasks run until `condition` holds (at most 10,000 turns).
  private func waitUntil(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<10_000 where !condition() { await Task.yield() }
    return condition()
  }

  @Test func dropsRequestsWhileOneIsInFlight() async {
    let source = GatedSource()
    let model = PagedListModel(fetch: source.fetch(page:))
    model.loadData(page: 1)
    model.loadData(page: 1)
    model.loadData(page: 2)
    #expect(await waitUntil { source.waiting == 1 })
    #expect(source.requests == [1])
    #expect(model.fetchCount == 1)
    source.releaseAll()
    #expect(await waitUntil { model.loadingState == .success(nextPage: 2) })
    #expect(model.items == [10, 11])
  }

  @Test func asksForNothingOnceEveryPageIsLoaded() async {
    let source = GatedSource()
    let model = PagedListModel(fetch: source.fetch(page:))
    for page in 1...2 {
      model.loadData(page: page)
      #expect(await waitUntil { source.waiting == 1 })
      source.releaseAll()
      #expect(await waitUntil { !model.isLoading })
    }
    #expect(model.loadingState.isDataFullyLoaded)
    #expect(model.items == [10, 11, 20, 21])
    model.loadData(page: 3)
    #expect(source.requests == [1, 2])
    #expect(model.loadingState.isDataFullyLoaded)
  }

  @Test func aFailureBecomesFailWithThePageToRetry() async {
    struct Broken: Error {}
    let model = PagedListModel<Int> { _ in throw Broken() }
    model.loadData(page: 1)
    #expect(await waitUntil { model.loadingState == .fail(retryPage: 1) })
    #expect(model.loadingState.isFirstFail)
  }

  @Test func aFailedPageIsRetriedOnlyAfterTheRetryDelay() async {
    struct Broken: Error {}
    let model = PagedListModel<Int>(retryDelay: .seconds(3600)) { _ in throw Broken() }
    model.loadData(page: 2)
    #expect(await waitUntil { model.loadingState == .fail(retryPage: 2) })
    model.loadData(page: 2)
    #expect(model.isLoading, "the retry is scheduled")
    #expect(model.loadingState == .fail(retryPage: 2), "and waits before loading again")
    model.loadData(page: 2)
    #expect(model.fetchCount == 2, "a request while the retry waits is dropped")
    model.reload()
    #expect(model.loadingState == .loading(page: 1), "reload does not wait")
  }
}

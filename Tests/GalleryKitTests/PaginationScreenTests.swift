import GalleryKit
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct PaginationScreenTests {
  @Test func theDemoSourceServesFivePagesOfTwentyRows() async throws {
    let source = DemoPageSource()
    var rows: [DemoRow] = []
    var page: Int? = 1
    while let next = page {
      let loaded = try await source.fetch(page: next)
      rows += loaded.items
      page = loaded.nextPage
    }
    #expect(rows.map(\.id) == Array(1...100))
    #expect(source.requests == [1, 2, 3, 4, 5])
    await #expect(throws: DemoSourceError.noSuchPage(6)) { try await source.fetch(page: 6) }
  }

  @Test func scrollingToTheEndLoadsEachPageOnce() async throws {
    let source = DemoPageSource()
    let host = TestHost(PaginationScreen(source: source, retryDelay: .zero))
    #expect(await host.settle { host.contains(text: "Row 1") })
    // Twenty rows leave the footer in view, so page 2 may already be on its way.
    #expect(source.requests.first == 1)
    let list = try #require(host.findAll(kind: "List").first)
    let done = await host.settle {
      list.scrollToEnd()
      return host.contains(text: "All 100 rows loaded")
    }
    #expect(done)
    #expect(host.contains(text: "Row 100"))
    #expect(source.requests == [1, 2, 3, 4, 5])
  }

  @Test func aFailedPageIsRetriedWhileTheFooterIsShown() async throws {
    let source = DemoPageSource()
    source.failNext(page: 2)
    let host = TestHost(PaginationScreen(source: source, retryDelay: .zero))
    #expect(await host.settle { host.contains(text: "Row 1") })
    let list = try #require(host.findAll(kind: "List").first)
    let done = await host.settle {
      list.scrollToEnd()
      return host.contains(text: "All 100 rows loaded")
    }
    #expect(done)
    #expect(source.requests == [1, 2, 2, 3, 4, 5])
  }

  @Test func aFailedFirstPageShowsAFullScreenErrorWithRetry() async throws {
    let source = DemoPageSource()
    source.failNext(page: 1)
    let host = TestHost(PaginationScreen(source: source, retryDelay: .zero))
    #expect(await host.settle { host.contains(text: "The list could not be loaded.") })
    try host.tap("Retry")
    #expect(await host.settle { host.contains(text: "Row 1") })
    #expect(!host.contains(text: "The list could not be loaded."))
    // Page 1 twice (the failure, the retry); page 2 may follow at once (footer in view).
    #expect(Array(source.requests.prefix(2)) == [1, 1])
    #expect(!source.requests.dropFirst(2).contains(1))
  }

  @Test func aShortListKeepsLoadingWithoutScrolling() async throws {
    let source = DemoPageSource(pageCount: 3, pageSize: 2)
    let host = TestHost(PaginationScreen(source: source, retryDelay: .zero))
    #expect(await host.settle { host.contains(text: "All 6 rows loaded") })
    #expect(source.requests == [1, 2, 3])
  }
}

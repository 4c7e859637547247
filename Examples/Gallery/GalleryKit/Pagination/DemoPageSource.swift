import Synchronization
import TesseraComponents

/// A paged source for the pagination demo: `pageCount` pages of `pageSize` numbered rows
/// (5 × 20 by default), optionally slow, whose pages can be made to fail.
public final class DemoPageSource: Sendable {
  /// The number of pages.
  public let pageCount: Int
  /// The rows on each page.
  public let pageSize: Int
  private let latency: Duration
  private let state = Mutex<(failures: [Int: Int], requests: [Int])>(([:], []))

  /// A source of `pageCount` pages of `pageSize` rows, answering after `latency`.
  public init(pageCount: Int = 5, pageSize: Int = 20, latency: Duration = .zero) {
    precondition(pageCount > 0 && pageSize > 0, "DemoPageSource needs at least one row")
    self.pageCount = pageCount
    self.pageSize = pageSize
    self.latency = latency
  }

  /// Makes the next `times` requests for `page` fail.
  public func failNext(page: Int, times: Int = 1) {
    state.withLock { $0.failures[page, default: 0] += times }
  }

  /// The pages requested so far, in order.
  public var requests: [Int] { state.withLock { $0.requests } }

  /// The rows of `page`, and the page after it (nil after the last).
  public func fetch(page: Int) async throws -> Page<DemoRow> {
    let failing = state.withLock { state in
      state.requests.append(page)
      guard let left = state.failures[page], left > 0 else { return false }
      state.failures[page] = left - 1
      return true
    }
    if latency > .zero { try await Task.sleep(for: latency) }
    if failing { throw DemoSourceError.injected(page: page) }
    guard (1...pageCount).contains(page) else { throw DemoSourceError.noSuchPage(page) }
    let first = (page - 1) * pageSize + 1
    let rows = (first..<first + pageSize).map(DemoRow.init(id:))
    return Page(items: rows, nextPage: page < pageCount ? page + 1 : nil)
  }
}

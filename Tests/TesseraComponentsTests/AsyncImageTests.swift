import Foundation
import Tessera
import TesseraComponents
import TesseraTesting
import Testing

/// A cell showing one image at a time; the button moves it to the next URL, as a reused
/// list cell would be.
private struct ReusedCell: View {
  let urls: [URL]
  let loader: ImageLoader
  @State private var index = 0
  @State private var shown = true
  var body: some View {
    VStack {
      Button("Next") { index += 1 }
      Button("Remove") { shown = false }
      if shown {
        CachedAsyncImage(url: urls[index])
          .environment(\.imageLoader, loader)
      }
    }
  }
}

/// Every phase of an `AsyncImage`, in words.
private struct PhaseProbe: View {
  let url: URL?
  let loader: ImageLoader
  var body: some View {
    AsyncImage(url: url) { phase in
      switch phase {
      case .empty: Text("empty")
      case .success(let image): image
      case .failure(let error): Text("failed: \(String(describing: error))")
      }
    }
    .environment(\.imageLoader, loader)
  }
}

@MainActor
@Suite(.serialized) final class AsyncImageTests {
  private let server: ImageServer
  private let directory: URL
  private let loader: ImageLoader

  init() throws {
    server = try ImageServer()
    directory = try makeTemporaryDirectory()
    loader = ImageLoader(cache: ImageCache(directory: directory))
  }

  deinit {
    server.stop()
    try? FileManager.default.removeItem(at: directory)
  }

  private func images(in host: TestHost) -> [String] {
    host.findAll(kind: "Image").map(\.description)
  }

  @Test func aCachedImageShowsAtOnceWithNoSpinnerAndNoRequest() async throws {
    let url = server.png("lake", width: 16, height: 32)
    let first = TestHost(ReusedCell(urls: [url], loader: loader))
    #expect(first.findAll(kind: "ProgressView").count == 1, "a spinner while it loads")
    #expect(await first.settle(timeout: .seconds(10)) { !self.images(in: first).isEmpty })
    #expect(first.findAll(kind: "ProgressView").isEmpty)
    let image = try #require(first.findAll(kind: "Image").first)
    #expect(image.frame.size == CGSize(width: 16, height: 32), "one point a pixel")

    let second = TestHost(ReusedCell(urls: [url], loader: loader))
    #expect(second.findAll(kind: "ProgressView").isEmpty, "no spinner for a cache hit")
    #expect(images(in: second) == images(in: first))
    _ = await second.settle(until: { false }, maxTurns: 100)  // time for any task to start
    #expect(loader.requestCount == 1)
    #expect(try await server.requests(for: url) == 1, "the second instance made no request")

    let restarted = ImageLoader(cache: ImageCache(directory: directory))
    let third = TestHost(ReusedCell(urls: [url], loader: restarted))
    #expect(images(in: third) == images(in: first), "found in the disk cache")
    _ = await third.settle(until: { false }, maxTurns: 100)
    #expect(restarted.requestCount == 0)
    #expect(try await server.requests(for: url) == 1)
  }

  @Test func concurrentRequestsForOneURLJoin() async throws {
    let url = server.png("pines", delay: 1)
    async let one = loader.image(for: url)
    async let two = loader.image(for: url)
    let images = try await [one, two]
    #expect(images[0] == images[1])
    #expect(loader.requestCount == 1)
    #expect(try await server.requests(for: url) == 1)
  }

  @Test func failuresRenderNothingAndAreNotStored() async throws {
    for path in ["/missing.png", "/corrupt.png", "/truncated.png"] {
      let url = server.url(path)
      let host = TestHost(ReusedCell(urls: [url], loader: loader))
      #expect(
        await host.settle(timeout: .seconds(10)) { host.findAll(kind: "ProgressView").isEmpty },
        "\(path) settles")
      #expect(images(in: host).isEmpty, "\(path) renders nothing")
      #expect(!loader.cache.isInMemory(url) && !loader.cache.isOnDisk(url))
    }
    let probe = TestHost(PhaseProbe(url: server.url("/missing.png"), loader: loader))
    #expect(
      await probe.settle(timeout: .seconds(10)) { probe.texts.first?.hasPrefix("failed") == true })
    #expect(probe.texts == ["failed: \(server.url("/missing.png")) answered with status 404."])
  }

  @Test func anInvalidURLFailsAtOnceInsteadOfSpinning() async throws {
    for url in [nil, URL(string: "ftp://example.test/a.png"), URL(string: "http:///a.png")] {
      let probe = TestHost(PhaseProbe(url: url, loader: loader))
      #expect(probe.texts.first?.hasPrefix("failed: ") == true, "\(String(describing: url))")
      let cell = TestHost(CachedAsyncImage(url: url).environment(\.imageLoader, loader))
      #expect(cell.findAll(kind: "ProgressView").isEmpty)
      #expect(images(in: cell).isEmpty)
    }
    #expect(try await server.totalRequests() == 0)
  }

  @Test func aReusedCellNeverShowsTheImageOfItsPreviousURL() async throws {
    let cached = server.png("cached", width: 8, height: 8)
    let slow = server.png("slow", width: 24, height: 8, delay: 30)
    let fast = server.png("fast", width: 16, height: 8)
    _ = try await loader.image(for: cached)
    let host = TestHost(ReusedCell(urls: [cached, slow, fast], loader: loader))
    #expect(images(in: host) == ["Image(\(loader.cache.data(for: cached)!.count) bytes)"])
    try host.tap("Next")
    #expect(images(in: host).isEmpty, "the new URL shows a spinner, not the old image")
    #expect(host.findAll(kind: "ProgressView").count == 1)
    try host.tap("Next")
    #expect(await host.settle(timeout: .seconds(10)) { !self.images(in: host).isEmpty })
    #expect(try #require(host.findAll(kind: "Image").first).frame.width == 16, "the fast image")
    #expect(!loader.isLoading(slow), "the slow load was cancelled with its cell")
  }

  @Test func aLoadIsCancelledWhenItsViewDisappears() async throws {
    let slow = server.png("late", delay: 30)
    let host = TestHost(ReusedCell(urls: [slow], loader: loader))
    #expect(await host.settle(timeout: .seconds(10)) { self.loader.isLoading(slow) })
    try host.tap("Remove")
    await host.settle()
    #expect(!loader.isLoading(slow))
    #expect(!loader.cache.isInMemory(slow))
  }

  @Test func aCancelledCallerStopsWaitingAndTheAbandonedRequestHarmsNothing() async throws {
    let slow = server.png("abandoned", delay: 30)
    let loader = self.loader
    let caller = Task { try await loader.image(for: slow) }
    let deadline = ContinuousClock.now + .seconds(10)
    while !loader.isLoading(slow), ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(5))
    }
    #expect(loader.isLoading(slow))
    caller.cancel()
    await #expect(throws: CancellationError.self) { _ = try await caller.value }
    #expect(!loader.isLoading(slow))
    // The server goes away under the abandoned request when the suite ends (deinit): the
    // request fails quietly instead of stopping the process.
  }

  /// The bytes of one 16 × 16 picture from the server (they are all the same length).
  private func pictureSize() async throws -> Int {
    let probe = ImageLoader(cache: ImageCache(directory: nil))
    _ = try await probe.image(for: server.png("probe", width: 16, height: 16))
    return probe.cache.memoryUsage
  }

  /// Loads A and B, uses A again, loads C (which evicts the least recently used, B), then
  /// asks for A and B again; returns the server's request counts for A, B and C.
  private func evictionCounts(with loader: ImageLoader, tag: String) async throws -> [Int] {
    let urls = ["a", "b", "c"].map { server.png("\(tag)-\($0)", width: 16, height: 16) }
    for url in [urls[0], urls[1], urls[0], urls[2], urls[0], urls[1]] {
      _ = try await loader.image(for: url)
    }
    var counts: [Int] = []
    for url in urls { counts.append(try await server.requests(for: url)) }
    return counts
  }

  @Test func memoryEvictionIsLeastRecentlyUsedWithinItsLimit() async throws {
    let size = try await pictureSize()
    let loader = ImageLoader(cache: ImageCache(memoryLimit: size * 5 / 2, directory: nil))
    #expect(try await evictionCounts(with: loader, tag: "memory") == [1, 2, 1])
    #expect(loader.cache.memoryUsage <= size * 5 / 2)
  }

  @Test func diskEvictionIsLeastRecentlyUsedWithinItsLimit() async throws {
    let size = try await pictureSize()
    let cache = ImageCache(memoryLimit: 0, diskLimit: size * 5 / 2, directory: directory)
    let loader = ImageLoader(cache: cache)
    #expect(try await evictionCounts(with: loader, tag: "disk") == [1, 2, 1])
    #expect(cache.diskUsage <= size * 5 / 2)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(files.filter { $0.hasSuffix(".img") }.count == 2)
  }
}

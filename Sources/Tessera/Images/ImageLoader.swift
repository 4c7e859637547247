import Foundation
import Synchronization
import TesseraCore
import TesseraImages

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Loads images by URL for `AsyncImage` (and TesseraComponents' `CachedAsyncImage`),
/// through an `ImageCache`.
///
/// A cached image is returned at once, with no request. Otherwise one request is made:
/// a second caller for the same URL while it is in flight joins it, and the request is
/// abandoned when every caller waiting for it is cancelled (it runs to its end unseen:
/// cancelling a request can crash FoundationNetworking). Only a 2xx response whose bytes decode
/// as an image is accepted and stored. Views use the loader in the environment
/// (`\.imageLoader`, `ImageLoader.shared` by default), so an app can give its own cache
/// limits or directory:
/// ```swift
/// ContentView()
///   .environment(\.imageLoader, ImageLoader(cache: ImageCache(memoryLimit: 8 << 20)))
/// ```
public final class ImageLoader: Sendable {
  /// The loader views use unless the environment names another, with a default cache.
  public static let shared = ImageLoader()

  /// The cache the loader reads and fills.
  public let cache: ImageCache
  private let session: URLSession

  private struct Flight {
    let id: Int
    let task: Task<Data, any Error>
    var waiters: Int
  }

  private struct State {
    var flights: [URL: Flight] = [:]
    var requests = 0
    var nextID = 0
  }

  private let state = Mutex(State())

  /// A loader filling `cache`, fetching with `session`.
  public init(cache: ImageCache = ImageCache(), session: URLSession = .shared) {
    self.cache = cache
    self.session = session
  }

  /// How many requests this loader has made (cache hits and joined requests make none).
  public var requestCount: Int { state.withLock { $0.requests } }

  /// Whether a request for `url` is in flight.
  public func isLoading(_ url: URL) -> Bool { state.withLock { $0.flights[url] != nil } }

  /// The cached image for `url`, or nil: no request is made.
  public func cachedImage(for url: URL?) -> Image? {
    guard let url, (try? Self.validated(url)) != nil else { return nil }
    return cache.data(for: url).map(Image.init(data:))
  }

  /// The image at `url`: from the cache, else from a request (joining one in flight).
  /// Throws an `AsyncImageError`, or `CancellationError` when the caller is cancelled.
  public func image(for url: URL?) async throws -> Image {
    let url = try Self.validated(url)
    if let data = cache.data(for: url) { return Image(data: data) }
    let flight = join(url)
    let data = try await withTaskCancellationHandler {
      try await flight.task.value
    } onCancel: {
      leave(url, id: flight.id)
    }
    try Task.checkCancellation()
    return Image(data: data)
  }

  /// The flight for `url`: the one in the air with one more waiter, or a new request.
  private func join(_ url: URL) -> Flight {
    state.withLock { state in
      if var flight = state.flights[url] {
        flight.waiters += 1
        state.flights[url] = flight
        return flight
      }
      state.nextID += 1
      state.requests += 1
      let id = state.nextID
      let task = Task.detached { [session, cache] in
        defer { self.land(url, id: id) }
        let data = try await Self.fetch(url, session: session)
        cache.store(data, for: url)
        return data
      }
      let flight = Flight(id: id, task: task, waiters: 1)
      state.flights[url] = flight
      return flight
    }
  }

  /// A waiter gave up; the request is cancelled when nobody waits for it any more.
  private func leave(_ url: URL, id: Int) {
    state.withLock { state in
      guard var flight = state.flights[url], flight.id == id else { return }
      flight.waiters -= 1
      if flight.waiters > 0 {
        state.flights[url] = flight
      } else {
        flight.task.cancel()
        state.flights[url] = nil
      }
    }
  }

  /// The request finished (or failed): later callers start afresh or hit the cache.
  private func land(_ url: URL, id: Int) {
    state.withLock { state in
      if state.flights[url]?.id == id { state.flights[url] = nil }
    }
  }

  /// `url`, when an image can be loaded from it.
  static func validated(_ url: URL?) throws(AsyncImageError) -> URL {
    guard let url else { throw .invalidURL("nil") }
    switch url.scheme?.lowercased() {
    case "http", "https":
      guard let host = url.host, !host.isEmpty else { throw .invalidURL(url.absoluteString) }
    case "file":
      guard !url.path.isEmpty else { throw .invalidURL(url.absoluteString) }
    default:
      throw .invalidURL(url.absoluteString)
    }
    return url
  }

  /// The bytes at `url`, when they are a 2xx response (or a readable file) that decodes
  /// as an image.
  private static func fetch(_ url: URL, session: URLSession) async throws -> Data {
    let data: Data
    if url.isFileURL {
      do { data = try Data(contentsOf: url) } catch {
        throw AsyncImageError.transport(url: url, message: error.localizedDescription)
      }
    } else {
      let response: URLResponse
      do { (data, response) = try await session.abandonableData(from: url) } catch {
        try Task.checkCancellation()
        throw AsyncImageError.transport(url: url, message: error.localizedDescription)
      }
      let status = (response as? HTTPURLResponse)?.statusCode ?? 0
      guard (200..<300).contains(status) else { throw AsyncImageError.httpStatus(status, url: url) }
    }
    try Task.checkCancellation()
    guard RGBAImage.decode(data) != nil else { throw AsyncImageError.notAnImage(url: url) }
    return data
  }
}

import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Something that fetches the participants' names: the sheet client, or a stand-in in
/// tests.
public protocol NameFetching: Sendable {
  /// The names at `url`, in sheet order.
  func fetchNames(from url: URL) async throws(SheetError) -> [String]
}

/// Fetches the names from a SheetDB-style endpoint (`GET <base>/api/v1/<API_ID>`) with
/// one `GET` per call. It never retries by itself; the caller decides when to ask again.
public struct SheetClient: NameFetching {
  /// How long a request may take, from start to the last byte, before it fails.
  public var timeout: Duration

  /// A client whose requests give up after `timeout` (10 seconds unless told).
  public init(timeout: Duration = .seconds(10)) {
    self.timeout = timeout
  }

  /// The names at `url`, in sheet order: 2xx with a JSON array of rows gives the names;
  /// 429 throws `quotaExceeded`; any other status throws `httpStatus`; a failed or
  /// timed-out request throws `transport`; a body that is not an array throws
  /// `malformed`.
  public func fetchNames(from url: URL) async throws(SheetError) -> [String] {
    let (data, status) = try await get(url)
    switch status {
    case 200..<300: return try SheetDecoding.names(from: data)
    case 429: throw .quotaExceeded
    default: throw .httpStatus(status)
    }
  }

  /// The body and status of a `GET`, ended by `timeout` whatever the transport does.
  private func get(_ url: URL) async throws(SheetError) -> (Data, Int) {
    let seconds =
      Double(timeout.components.seconds)
      + Double(timeout.components.attoseconds) / 1e18
    var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData)
    request.httpMethod = "GET"
    request.timeoutInterval = seconds
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = seconds
    configuration.timeoutIntervalForResource = seconds
    let session = URLSession(configuration: configuration)
    defer { session.finishTasksAndInvalidate() }

    let result: Result<(Data, Int), SheetError> = await withCheckedContinuation { continuation in
      let once = Once(continuation)
      let task = session.dataTask(with: request) { data, response, error in
        if let error {
          once.resume(.failure(.transport(Self.describe(error, seconds: seconds))))
        } else if let response = response as? HTTPURLResponse {
          once.resume(.success((data ?? Data(), response.statusCode)))
        } else {
          once.resume(.failure(.transport("the answer was not HTTP")))
        }
      }
      // The session's own timeouts are not enforced alike on every platform; this one is.
      // A dispatch timer, not a sleeping task: it fires on time even when every thread of
      // the concurrency pool is busy. After an answer it finds the continuation resumed
      // and does nothing. The late request is left to the session's timeout, not
      // cancelled: FoundationNetworking can stop the process when a cancelled task's
      // connection reports something afterwards.
      DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
        once.resume(.failure(.transport(Self.timedOut(seconds))))
      }
      task.resume()
    }
    return try result.get()
  }

  private static func timedOut(_ seconds: Double) -> String {
    "no answer within \(seconds.formatted(.number.precision(.fractionLength(0...1)))) s"
  }

  private static func describe(_ error: any Error, seconds: Double) -> String {
    if let error = error as? URLError, error.code == .timedOut { return timedOut(seconds) }
    return error.localizedDescription
  }
}

/// Resumes a continuation exactly once, whichever of the answer and the timer comes
/// first.
private final class Once: Sendable {
  private let continuation: Mutex<CheckedContinuation<Result<(Data, Int), SheetError>, Never>?>

  init(_ continuation: CheckedContinuation<Result<(Data, Int), SheetError>, Never>) {
    self.continuation = Mutex(continuation)
  }

  /// Resumes with `result` unless already resumed; says whether this call resumed.
  @discardableResult
  func resume(_ result: Result<(Data, Int), SheetError>) -> Bool {
    let waiting = continuation.withLock { continuation in
      defer { continuation = nil }
      return continuation
    }
    guard let waiting else { return false }
    waiting.resume(returning: result)
    return true
  }
}

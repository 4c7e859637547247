import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLSession {
  /// The response to a GET of `url`, as `data(from:)` gives it, except that cancelling the
  /// caller abandons the request instead of cancelling it: the caller gets a
  /// `CancellationError` at once and the request runs to its end (or its timeout) unseen.
  ///
  /// On Linux, FoundationNetworking stops the process ("Trying to access a behaviour for
  /// a task that in not in the registry") when a cancelled task's connection reports
  /// something afterwards, as when the server closes it; an image load cancelled because
  /// its view went away must not take the app down.
  func abandonableData(from url: URL) async throws -> (Data, URLResponse) {
    let outcome = Outcome()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        guard outcome.wait(with: continuation) else { return }
        let task = dataTask(with: url) { data, response, error in
          if let error {
            outcome.finish(.failure(error))
          } else if let response {
            outcome.finish(.success((data ?? Data(), response)))
          } else {
            outcome.finish(.failure(URLError(.badServerResponse)))
          }
        }
        task.resume()
      }
    } onCancel: {
      outcome.finish(.failure(CancellationError()))
    }
  }
}

/// The one result a waiting caller gets: the response, or its cancellation, whichever
/// comes first.
private final class Outcome: Sendable {
  typealias Waiter = CheckedContinuation<(Data, URLResponse), any Error>

  private enum State {
    case idle
    case waiting(Waiter)
    case finished(Result<(Data, URLResponse), any Error>)
    case delivered
  }

  private let state = Mutex<State>(.idle)

  /// Starts waiting with `continuation`; false (and the continuation resumed) when the
  /// caller was cancelled before it could wait.
  func wait(with continuation: Waiter) -> Bool {
    let early: Result<(Data, URLResponse), any Error>? = state.withLock { state in
      switch state {
      case .finished(let result):
        state = .delivered
        return result
      default:
        state = .waiting(continuation)
        return nil
      }
    }
    guard let early else { return true }
    continuation.resume(with: early)
    return false
  }

  /// Delivers `result` unless a result was delivered already.
  func finish(_ result: Result<(Data, URLResponse), any Error>) {
    let waiter: Waiter? = state.withLock { state in
      switch state {
      case .idle:
        state = .finished(result)
        return nil
      case .waiting(let continuation):
        state = .delivered
        return continuation
      case .finished, .delivered:
        return nil
      }
    }
    waiter?.resume(with: result)
  }
}

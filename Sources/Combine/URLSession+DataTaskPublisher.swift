import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLSession {
  /// Publishes the response to one request, then finishes, or fails with a `URLError`:
  /// what `dataTaskPublisher(for:)` returns. Each subscriber starts its own data task
  /// when it first asks for a value; cancelling the subscription stops delivery (the
  /// request is abandoned, as FoundationNetworking cannot cancel safely).
  public struct DataTaskPublisher: Publisher {
    /// The response's body and the response.
    public typealias Output = (data: Data, response: URLResponse)
    /// Why the request failed.
    public typealias Failure = URLError

    /// The request.
    public let request: URLRequest
    /// The session that runs it.
    public let session: URLSession

    /// A publisher of `session`'s response to `request`.
    public init(request: URLRequest, session: URLSession) {
      self.request = request
      self.session = session
    }

    /// Attaches `subscriber`, which starts the task when it asks for a value.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      subscriber.receive(
        subscription: DataTaskSubscription(
          request: request, session: session, downstream: AnySubscriber(subscriber)))
    }
  }

  /// The response to a GET of `url`, as a publisher:
  /// `session.dataTaskPublisher(for: url).map(\.data).decode(type:decoder:)`.
  public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
    DataTaskPublisher(request: URLRequest(url: url), session: self)
  }

  /// The response to `request`, as a publisher.
  public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
    DataTaskPublisher(request: request, session: self)
  }
}

/// One subscriber's data task: started at the first request, abandoned with the
/// subscription.
private final class DataTaskSubscription: Subscription, @unchecked Sendable {
  typealias Output = URLSession.DataTaskPublisher.Output

  private let lock = NSLock()
  private let request: URLRequest
  private let session: URLSession
  private var downstream: AnySubscriber<Output, URLError>?
  private var task: URLSessionDataTask?
  private var hasStarted = false

  init(request: URLRequest, session: URLSession, downstream: AnySubscriber<Output, URLError>) {
    self.request = request
    self.session = session
    self.downstream = downstream
  }

  func request(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    let starts = lock.withLock { () -> Bool in
      guard downstream != nil, !hasStarted else { return false }
      hasStarted = true
      return true
    }
    guard starts else { return }
    let task = session.dataTask(with: request) { data, response, error in
      self.complete(data: data, response: response, error: error)
    }
    let cancelled = lock.withLock { () -> Bool in
      self.task = task
      return downstream == nil
    }
    if !cancelled { task.resume() }
  }

  /// Stops delivering: the request is abandoned, not cancelled, and runs to its end
  /// unseen. On Linux, FoundationNetworking stops the process when a cancelled task's
  /// connection reports something afterwards (see `URLSession.abandonableData`).
  func cancel() {
    lock.withLock {
      downstream = nil
      task = nil
    }
  }

  private func complete(data: Data?, response: URLResponse?, error: (any Error)?) {
    let target = lock.withLock { () -> AnySubscriber<Output, URLError>? in
      task = nil
      defer { downstream = nil }
      return downstream
    }
    guard let target else { return }
    if let error {
      target.receive(completion: .failure(Self.urlError(error)))
    } else if let response {
      _ = target.receive((data ?? Data(), response))
      target.receive(completion: .finished)
    } else {
      target.receive(completion: .failure(URLError(.badServerResponse)))
    }
  }

  /// `error` as a `URLError`, keeping its code when it is one in all but type.
  private static func urlError(_ error: any Error) -> URLError {
    if let error = error as? URLError { return error }
    let bridged = error as NSError
    guard bridged.domain == NSURLErrorDomain, let code = URLError.Code(rawValue: bridged.code)
    else { return URLError(.unknown) }
    return URLError(code, userInfo: bridged.userInfo)
  }
}

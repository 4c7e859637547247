extension Publishers {
  /// Publishes the upstream's values, stopping the program if it fails: what
  /// `assertNoFailure` returns.
  public struct AssertNoFailure<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// It never fails: a failure stops the program.
    public typealias Failure = Never
    /// The upstream publisher.
    public let upstream: Upstream
    /// Text put before the failure in the message.
    public let prefix: String
    /// The file named in the message.
    public let file: StaticString
    /// The line named in the message.
    public let line: UInt

    /// Attaches `subscriber`, which receives the values and the finish.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let (prefix, file, line) = (prefix, file, line)
      upstream.receive(
        subscriber: Bridge<Output, Upstream.Failure, S>(
          subscriber, forward: { subscriber.receive($0) },
          complete: { completion in
            if case .failure(let error) = completion {
              let lead = prefix.isEmpty ? "" : "\(prefix): "
              fatalError("\(lead)Unexpected failure: \(error)", file: file, line: line)
            }
            subscriber.receive(completion: .finished)
          }))
    }
  }
}

extension Publisher {
  /// The values, as a publisher that cannot fail: if this one fails, the program stops
  /// with a message naming `prefix`, `file` and `line`.
  public func assertNoFailure(
    _ prefix: String = "", file: StaticString = #file, line: UInt = #line
  ) -> Publishers.AssertNoFailure<Self> {
    Publishers.AssertNoFailure(upstream: self, prefix: prefix, file: file, line: line)
  }
}

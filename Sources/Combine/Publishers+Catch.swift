extension Publishers {
  /// Publishes the upstream's values, and on its failure the values of a publisher made
  /// from the error: what `catch` returns.
  public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
  where Upstream.Output == NewPublisher.Output {
    /// The values of both.
    public typealias Output = Upstream.Output
    /// The replacement's failure.
    public typealias Failure = NewPublisher.Failure
    /// The upstream publisher.
    public let upstream: Upstream
    /// Makes the replacement from the upstream's failure.
    public let handler: (Upstream.Failure) -> NewPublisher

    /// Makes a publisher that replaces `upstream` with `handler`'s publisher when it
    /// fails.
    public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
      self.upstream = upstream
      self.handler = handler
    }

    /// Attaches `subscriber`, which receives the upstream's values, then, if it fails,
    /// the replacement's; the demand it has left carries over.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let handoff = Handoff<Output, Failure>(AnySubscriber(subscriber))
      let handler = handler
      subscriber.receive(subscription: handoff)
      handoff.attach(upstream) { completion in
        switch completion {
        case .finished: handoff.finish(.finished)
        case .failure(let error): handoff.attach(handler(error)) { handoff.finish($0) }
        }
      }
    }
  }

  /// Publishes the upstream's values, and on its failure the values of a publisher made
  /// from the error by a closure that may throw: what `tryCatch` returns.
  public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
  where Upstream.Output == NewPublisher.Output {
    /// The values of both.
    public typealias Output = Upstream.Output
    /// The replacement's failure, or the error the handler threw.
    public typealias Failure = any Error
    /// The upstream publisher.
    public let upstream: Upstream
    /// Makes the replacement from the upstream's failure, or throws.
    public let handler: (Upstream.Failure) throws -> NewPublisher

    /// Makes a publisher that replaces `upstream` with `handler`'s publisher when it
    /// fails.
    public init(
      upstream: Upstream, handler: @escaping (Upstream.Failure) throws -> NewPublisher
    ) {
      self.upstream = upstream
      self.handler = handler
    }

    /// Attaches `subscriber`, which receives the upstream's values, then, if it fails,
    /// the replacement's, or the error the handler threw.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let handoff = Handoff<Output, Failure>(AnySubscriber(subscriber))
      let handler = handler
      subscriber.receive(subscription: handoff)
      handoff.attach(upstream) { completion in
        guard case .failure(let error) = completion else { return handoff.finish(.finished) }
        do {
          handoff.attach(try handler(error)) { handoff.finish($0.erased) }
        } catch {
          handoff.finish(.failure(error))
        }
      }
    }
  }
}

extension Publisher {
  /// The values, and if this publisher fails, the values of the publisher `handler`
  /// makes from the error: `.catch { _ in Just([]) }`.
  public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P)
    -> Publishers.Catch<Self, P>
  where P.Output == Output {
    Publishers.Catch(upstream: self, handler: handler)
  }

  /// The values, and if this publisher fails, the values of the publisher `handler`
  /// makes from the error; if `handler` throws, its error ends the publisher.
  public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P)
    -> Publishers.TryCatch<Self, P>
  where P.Output == Output {
    Publishers.TryCatch(upstream: self, handler: handler)
  }
}

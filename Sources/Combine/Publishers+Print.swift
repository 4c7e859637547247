import Foundation

extension Publishers {
  /// Publishes the upstream's values unchanged, printing each event: what `print`
  /// returns.
  public struct Print<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream
    /// Text put before each line.
    public let prefix: String
    /// Where lines go; standard output if nil.
    public let stream: (any TextOutputStream)?

    /// Makes a publisher that prints `upstream`'s events, each line after `prefix`.
    public init(upstream: Upstream, prefix: String, to stream: (any TextOutputStream)? = nil) {
      self.upstream = upstream
      self.prefix = prefix
      self.stream = stream
    }

    /// Attaches `subscriber`, printing each event before it reaches it.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let lead = prefix.isEmpty ? "" : "\(prefix): "
      let stream = LockedValue(stream)
      let log: (String) -> Void = { line in
        stream.update { stream in
          if stream == nil {
            Swift.print(lead + line)
          } else {
            stream?.write(lead + line + "\n")
          }
        }
      }
      upstream.handleEvents(
        receiveSubscription: { _ in log("receive subscription") },
        receiveOutput: { log("receive value: (\($0))") },
        receiveCompletion: { completion in
          switch completion {
          case .finished: log("receive finished")
          case .failure(let error): log("receive error: (\(error))")
          }
        },
        receiveCancel: { log("receive cancel") },
        receiveRequest: { log("request \($0)") }
      ).receive(subscriber: subscriber)
    }
  }
}

extension Publisher {
  /// The same values and completion, with each event printed (after `prefix`) to
  /// `stream`, or to standard output.
  public func print(_ prefix: String = "", to stream: (any TextOutputStream)? = nil)
    -> Publishers.Print<Self>
  {
    Publishers.Print(upstream: self, prefix: prefix, to: stream)
  }
}

extension Publishers {
  /// Publishes each upstream value encoded; an encoding error ends it: what
  /// `encode(encoder:)` returns.
  public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher
  where Upstream.Output: Encodable {
    /// The encoded values.
    public typealias Output = Coder.Output
    /// The upstream's failure or the encoding error.
    public typealias Failure = any Error
    /// The upstream publisher.
    public let upstream: Upstream
    /// The encoder.
    public let encoder: Coder

    /// Makes a publisher that encodes `upstream`'s values with `encoder`.
    public init(upstream: Upstream, encoder: Coder) {
      self.upstream = upstream
      self.encoder = encoder
    }

    /// Attaches `subscriber`, which receives each value encoded.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.tryMap { [encoder] in try encoder.encode($0) }.receive(subscriber: subscriber)
    }
  }

  /// Publishes each upstream value decoded as a type; a decoding error ends it: what
  /// `decode(type:decoder:)` returns.
  public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher
  where Upstream.Output == Coder.Input {
    /// The upstream's failure or the decoding error.
    public typealias Failure = any Error
    /// The upstream publisher.
    public let upstream: Upstream
    /// The decoder.
    public let decoder: Coder

    /// Makes a publisher that decodes `upstream`'s values with `decoder`.
    public init(upstream: Upstream, decoder: Coder) {
      self.upstream = upstream
      self.decoder = decoder
    }

    /// Attaches `subscriber`, which receives each value decoded.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.tryMap { [decoder] in try decoder.decode(Output.self, from: $0) }
        .receive(subscriber: subscriber)
    }
  }
}

extension Publisher where Output: Encodable {
  /// Each value encoded by `encoder`: `.encode(encoder: JSONEncoder())`. An encoding
  /// error ends the publisher.
  public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder> {
    Publishers.Encode(upstream: self, encoder: encoder)
  }
}

extension Publisher {
  /// Each value decoded as `type` by `decoder`:
  /// `.map(\.data).decode(type: [Post].self, decoder: JSONDecoder())`. A decoding error
  /// ends the publisher.
  public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder)
    -> Publishers.Decode<Self, Item, Coder>
  where Output == Coder.Input {
    Publishers.Decode(upstream: self, decoder: decoder)
  }
}

import Tessera

/// A heart-rate reading that changes over time.
@MainActor
public final class HeartData: ObservableObject, Hashable {
  /// A name for the reading's source.
  public let source: String
  /// The latest rate.
  @Published public var beatsPerMinute: Int

  /// A reading from `source` at `beatsPerMinute`.
  public init(source: String, beatsPerMinute: Int) {
    self.source = source
    self.beatsPerMinute = beatsPerMinute
  }

  /// Readings are the same only when they are the same object.
  public nonisolated static func == (a: HeartData, b: HeartData) -> Bool { a === b }

  /// Hashes the object's identity.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

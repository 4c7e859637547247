import Synchronization

/// Hands out increasing numbers, from any thread.
final class IdentifierCounter: Sendable {
  private let last = Atomic<UInt64>(0)

  /// The next number.
  func next() -> UInt64 { last.add(1, ordering: .relaxed).newValue }
}

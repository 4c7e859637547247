/// A small, fast, seedable random number generator (SplitMix64, after Steele, Lea and
/// Flood). The same seed always gives the same sequence, which makes draws reproducible
/// in tests and when replaying a report. Not for anything secret.
public struct SplitMix64: RandomNumberGenerator, Sendable, Equatable {
  private var state: UInt64

  /// A generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

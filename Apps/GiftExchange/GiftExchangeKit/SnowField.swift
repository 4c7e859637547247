import Foundation

/// Our snowfall: a seeded, fixed-step particle simulation, so a test can advance the clock
/// and see the same flakes every time.
///
/// About one flake is born each second at a random point of the top edge; each lives 20 s,
/// falls at 100 pt/s within ±45° of straight down, has a scale of 0.8 ± 0.2 and spins
/// slowly. At steady state about 20 are alive. A flake that leaves the field comes back
/// in on the opposite edge, so a short window still shows them all.
public struct SnowField: Sendable, Equatable {
  /// One snowflake.
  public struct Flake: Identifiable, Sendable, Equatable {
    /// The flake's number, counting births.
    public let id: Int
    /// Where it is, in points from the field's top-leading corner.
    public var position: CGPoint
    /// Its horizontal speed in points per second (positive: to the trailing side).
    public let horizontalSpeed: Double
    /// Its falling speed in points per second.
    public let verticalSpeed: Double
    /// Its size relative to the standard flake (0.6…1.0).
    public let scale: Double
    /// Its rotation in degrees.
    public var rotation: Double
    /// Seconds since it was born.
    public var age: TimeInterval

    /// The glyph that draws it in a terminal: bigger flakes get a bigger glyph.
    public var glyph: String {
      scale >= 0.9 ? "❄" : scale >= 0.7 ? "*" : "·"
    }
  }

  /// The length of one simulation step: 12 steps a second.
  public static let step: TimeInterval = 1.0 / 12
  /// Seconds between births.
  public static let birthInterval: TimeInterval = 1
  /// Seconds a flake lives.
  public static let lifetime: TimeInterval = 20
  /// Falling speed in points per second.
  public static let speed: Double = 100
  /// Spin in degrees per second.
  public static let spin: Double = 30

  /// The flakes alive, oldest first.
  public private(set) var flakes: [Flake] = []
  /// The field's size in points; flakes wrap around its edges.
  public var size: CGSize
  /// Simulated seconds so far.
  public private(set) var time: TimeInterval = 0

  private var generator: SplitMix64
  private var births = 0
  private var untilBirth: TimeInterval = 0
  private var pending: TimeInterval = 0

  /// A field of `size` seeded with `seed`. With `prewarmed`, it starts as if it had been
  /// snowing for a lifetime already (about 20 flakes), else empty.
  public init(size: CGSize, seed: UInt64, prewarmed: Bool = true) {
    self.size = size
    generator = SplitMix64(seed: seed)
    if prewarmed { advance(by: Self.lifetime) }
  }

  /// Moves the simulation on by `seconds`, in whole fixed steps; a remainder is carried
  /// over to the next call.
  public mutating func advance(by seconds: TimeInterval) {
    pending += max(seconds, 0)
    while pending >= Self.step - 1e-9 {
      pending -= Self.step
      stepOnce()
    }
  }

  private mutating func stepOnce() {
    let dt = Self.step
    time += dt
    untilBirth -= dt
    if untilBirth <= 1e-9 {
      untilBirth += Self.birthInterval
      flakes.append(newFlake())
    }
    for index in flakes.indices {
      var flake = flakes[index]
      flake.age += dt
      flake.rotation = (flake.rotation + Self.spin * dt).truncatingRemainder(dividingBy: 360)
      flake.position.x = wrap(flake.position.x + flake.horizontalSpeed * dt, size.width)
      flake.position.y = wrap(flake.position.y + flake.verticalSpeed * dt, size.height)
      flakes[index] = flake
    }
    flakes.removeAll { $0.age >= Self.lifetime - 1e-9 }
  }

  private mutating func newFlake() -> Flake {
    births += 1
    let x = Double.random(in: 0...max(size.width, 1), using: &generator)
    // Straight down is 90°; the spread is ±45° around it.
    let direction = (90 + Double.random(in: -45...45, using: &generator)) * .pi / 180
    let scale = 0.8 + Double.random(in: -0.2...0.2, using: &generator)
    return Flake(
      id: births, position: CGPoint(x: x, y: 0),
      horizontalSpeed: cos(direction) * Self.speed, verticalSpeed: sin(direction) * Self.speed,
      scale: scale, rotation: Double.random(in: 0..<360, using: &generator), age: 0)
  }

  private func wrap(_ value: Double, _ length: Double) -> Double {
    guard length > 0 else { return 0 }
    let wrapped = value.truncatingRemainder(dividingBy: length)
    return wrapped < 0 ? wrapped + length : wrapped
  }
}

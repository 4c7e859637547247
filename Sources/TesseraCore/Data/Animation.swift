/// How a change animates. Tessera's backends (terminal and GTK) apply changes at once: an
/// animation is recorded with the change but not drawn.
public struct Animation: Equatable, Sendable {
  /// The curve's name, for backends and diagnostics.
  public let name: String
  /// The duration in seconds.
  public let duration: Double
  /// How long the animation waits before it starts, in seconds.
  package var delay: Double = 0
  /// How many times it runs: 1 unless repeated, nil for as long as the view is shown.
  package var runCount: Int? = 1
  /// Whether every other run goes backwards.
  package var autoreverses = false

  init(name: String, duration: Double) {
    self.name = name
    self.duration = duration
  }

  /// The default animation.
  public static let `default` = Animation(name: "default", duration: 0.35)
  /// Eases in and out over 0.35 s.
  public static let easeInOut = Animation(name: "easeInOut", duration: 0.35)
  /// Eases in over 0.35 s.
  public static let easeIn = Animation(name: "easeIn", duration: 0.35)
  /// Eases out over 0.35 s.
  public static let easeOut = Animation(name: "easeOut", duration: 0.35)
  /// Constant speed over 0.35 s.
  public static let linear = Animation(name: "linear", duration: 0.35)
  /// A spring.
  public static let spring = Animation(name: "spring", duration: 0.5)

  /// Eases in and out over `duration` seconds.
  public static func easeInOut(duration: Double) -> Animation {
    Animation(name: "easeInOut", duration: duration)
  }
  /// Eases in over `duration` seconds.
  public static func easeIn(duration: Double) -> Animation {
    Animation(name: "easeIn", duration: duration)
  }
  /// Eases out over `duration` seconds.
  public static func easeOut(duration: Double) -> Animation {
    Animation(name: "easeOut", duration: duration)
  }
  /// Constant speed over `duration` seconds.
  public static func linear(duration: Double) -> Animation {
    Animation(name: "linear", duration: duration)
  }
  /// A spring with the given response.
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825,
    blendDuration: Double = 0
  ) -> Animation {
    Animation(name: "spring", duration: response)
  }
  /// A spring that settles in about `duration` seconds, overshooting by `bounce` (0 none,
  /// up to 1).
  @_disfavoredOverload
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0)
    -> Animation
  {
    Animation(name: "spring", duration: duration)
  }
  /// A spring given by its physical properties; it lasts about as long as it takes to settle.
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    Animation(name: "spring", duration: settlingDuration(mass: mass, stiffness: stiffness))
  }
  /// A spring that settles in about `duration` seconds, overshooting by `bounce`.
  public static func interpolatingSpring(
    duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0
  ) -> Animation {
    Animation(name: "spring", duration: duration)
  }
  /// A spring of `spring`'s character.
  public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
    Animation(name: "spring", duration: spring.duration)
  }
  /// A spring of `spring`'s character, starting at `initialVelocity`.
  public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0)
    -> Animation
  {
    Animation(name: "spring", duration: spring.duration)
  }
  /// A quick spring for following the pointer or a finger.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation {
    Animation(name: "spring", duration: response)
  }
  /// A smooth spring, with no bounce.
  public static let smooth = Animation(name: "smooth", duration: 0.5)
  /// A smooth spring lasting `duration` seconds, with `extraBounce` added.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(name: "smooth", duration: duration)
  }
  /// A quick spring with a small bounce.
  public static let snappy = Animation(name: "snappy", duration: 0.5)
  /// A snappy spring lasting `duration` seconds, with `extraBounce` added.
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(name: "snappy", duration: duration)
  }
  /// A spring with a visible bounce.
  public static let bouncy = Animation(name: "bouncy", duration: 0.5)
  /// A bouncy spring lasting `duration` seconds, with `extraBounce` added.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(name: "bouncy", duration: duration)
  }
  /// A cubic Bézier timing curve through the control points, over `duration` seconds.
  public static func timingCurve(
    _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35
  ) -> Animation {
    Animation(name: "timingCurve", duration: duration)
  }

  /// About how long a spring of `mass` and `stiffness` takes to settle: a few periods.
  private static func settlingDuration(mass: Double, stiffness: Double) -> Double {
    guard stiffness > 0, mass > 0 else { return 0.5 }
    return 2 * Double.pi * (mass / stiffness).squareRoot()
  }

  /// How long the animation lasts, its delay included; nil when it repeats forever.
  package var totalDuration: Double? {
    runCount.map { delay + duration * Double($0) }
  }

  /// The same curve, `speed` times faster.
  public func speed(_ speed: Double) -> Animation {
    var copy = Animation(name: name, duration: duration / max(speed, 0.001))
    copy.delay = delay
    copy.runCount = runCount
    copy.autoreverses = autoreverses
    return copy
  }
  /// The same curve, started after `delay` seconds.
  public func delay(_ delay: Double) -> Animation {
    var copy = self
    copy.delay = delay
    return copy
  }
  /// The same curve, run `repeatCount` times (backwards every other time when
  /// `autoreverses`).
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    var copy = self
    copy.runCount = repeatCount
    copy.autoreverses = autoreverses
    return copy
  }
  /// The same curve, run for as long as the view is shown (backwards every other time
  /// when `autoreverses`).
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    var copy = self
    copy.runCount = nil
    copy.autoreverses = autoreverses
    return copy
  }
}

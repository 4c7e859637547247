/// How a change animates: a timing curve (an ease, a Bézier curve or a spring) with a
/// speed, a delay and a number of runs. The backends draw the frames in between
/// (`Animator`).
public struct Animation: Equatable, Sendable {
  /// The curve's name, for diagnostics.
  public let name: String
  /// How the animation moves from start to end.
  package var curve: TimingCurve
  /// How many times faster than the curve it runs.
  package var speed = 1.0
  /// How long the animation waits before it starts, in seconds.
  package var delay: Double = 0
  /// How many times it runs: 1 unless repeated, nil for as long as the view is shown.
  package var runCount: Int? = 1
  /// Whether every other run goes backwards.
  package var autoreverses = false

  init(name: String, curve: TimingCurve) {
    self.name = name
    self.curve = curve
  }

  /// How long one run lasts, in seconds: a spring's until it settles.
  public var duration: Double { curve.length / speed }

  private static func bezier(_ name: String, _ curve: UnitBezier, _ duration: Double) -> Animation {
    Animation(name: name, curve: .bezier(curve, duration: duration))
  }

  private static func spring(_ name: String, _ motion: SpringMotion) -> Animation {
    Animation(name: name, curve: .spring(motion))
  }

  /// The default animation: a spring of 0.55 s response with no bounce (SwiftUI's since
  /// iOS 17).
  public static let `default` = spring(
    "default", SpringMotion(response: 0.55, dampingFraction: 1))
  /// Eases in and out over 0.35 s.
  public static let easeInOut = bezier("easeInOut", .easeInOut, 0.35)
  /// Eases in over 0.35 s.
  public static let easeIn = bezier("easeIn", .easeIn, 0.35)
  /// Eases out over 0.35 s.
  public static let easeOut = bezier("easeOut", .easeOut, 0.35)
  /// Constant speed over 0.35 s.
  public static let linear = bezier("linear", .linear, 0.35)
  /// A spring of 0.5 s with no bounce.
  public static let spring = spring("spring", SpringMotion(duration: 0.5, bounce: 0))

  /// Eases in and out over `duration` seconds.
  public static func easeInOut(duration: Double) -> Animation {
    bezier("easeInOut", .easeInOut, duration)
  }
  /// Eases in over `duration` seconds.
  public static func easeIn(duration: Double) -> Animation {
    bezier("easeIn", .easeIn, duration)
  }
  /// Eases out over `duration` seconds.
  public static func easeOut(duration: Double) -> Animation {
    bezier("easeOut", .easeOut, duration)
  }
  /// Constant speed over `duration` seconds.
  public static func linear(duration: Double) -> Animation {
    bezier("linear", .linear, duration)
  }
  /// A spring that swings in `response` seconds, damped by `dampingFraction` (1: no
  /// overshoot).
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825,
    blendDuration: Double = 0
  ) -> Animation {
    spring("spring", SpringMotion(response: response, dampingFraction: dampingFraction))
  }
  /// A spring that swings in about `duration` seconds, overshooting by `bounce` (0 none,
  /// up to 1).
  @_disfavoredOverload
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0)
    -> Animation
  {
    spring("spring", SpringMotion(duration: duration, bounce: bounce))
  }
  /// A spring given by its physical properties, starting at `initialVelocity`.
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    spring(
      "interpolatingSpring",
      SpringMotion(
        mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity))
  }
  /// A spring that swings in about `duration` seconds, overshooting by `bounce`.
  public static func interpolatingSpring(
    duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0
  ) -> Animation {
    spring(
      "interpolatingSpring",
      SpringMotion(duration: duration, bounce: bounce, initialVelocity: initialVelocity))
  }
  /// A spring of `spring`'s character.
  public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
    Self.spring("spring", SpringMotion(duration: spring.duration, bounce: spring.bounce))
  }
  /// A spring of `spring`'s character, starting at `initialVelocity`.
  public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0)
    -> Animation
  {
    Self.spring(
      "interpolatingSpring",
      SpringMotion(
        duration: spring.duration, bounce: spring.bounce, initialVelocity: initialVelocity))
  }
  /// A quick spring for following the pointer or a finger.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation {
    spring("interactiveSpring", SpringMotion(response: response, dampingFraction: dampingFraction))
  }
  /// A smooth spring, with no bounce.
  public static let smooth = spring("smooth", SpringMotion(duration: 0.5, bounce: 0))
  /// A smooth spring lasting `duration` seconds, with `extraBounce` added.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    spring("smooth", SpringMotion(duration: duration, bounce: extraBounce))
  }
  /// A quick spring with a small bounce.
  public static let snappy = spring("snappy", SpringMotion(duration: 0.5, bounce: 0.15))
  /// A snappy spring lasting `duration` seconds, with `extraBounce` added.
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    spring("snappy", SpringMotion(duration: duration, bounce: 0.15 + extraBounce))
  }
  /// A spring with a visible bounce.
  public static let bouncy = spring("bouncy", SpringMotion(duration: 0.5, bounce: 0.3))
  /// A bouncy spring lasting `duration` seconds, with `extraBounce` added.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    spring("bouncy", SpringMotion(duration: duration, bounce: 0.3 + extraBounce))
  }
  /// A cubic Bézier timing curve through the control points, over `duration` seconds.
  public static func timingCurve(
    _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35
  ) -> Animation {
    bezier("timingCurve", UnitBezier(c0x, c0y, c1x, c1y), duration)
  }

  /// Where the animation is `elapsed` seconds after it started: the curve's value (0 at
  /// the start, 1 at the end; a spring can pass 1) and whether it is over. During the
  /// delay it is at 0; an autoreversing run goes from 1 back to 0; when the last run ends
  /// it is at 1, whichever way that run went (as SwiftUI ends on the new value).
  package func progress(after elapsed: Double) -> (value: Double, isFinished: Bool) {
    let time = elapsed - delay
    guard time > 0 else { return (0, false) }
    let run = duration
    guard run > 0, run.isFinite else { return (1, true) }
    let runs = time / run
    if let runCount, runs >= Double(max(runCount, 1)) { return (1, true) }
    let index = runs.rounded(.down)
    let value = curve.value(at: (time - index * run) * speed)
    let backwards = autoreverses && Int(index) % 2 == 1
    return (backwards ? 1 - value : value, false)
  }

  /// How long the animation lasts, its delay included; nil when it repeats forever.
  package var totalDuration: Double? {
    runCount.map { delay + duration * Double($0) }
  }

  /// The same curve, `speed` times faster.
  public func speed(_ speed: Double) -> Animation {
    var copy = self
    copy.speed = self.speed * max(speed, 0.001)
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

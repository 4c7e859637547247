import Foundation

/// How an animation moves from its start (0) to its end (1) over time: a cubic Bézier
/// easing curve over a fixed duration, or a damped spring that takes as long as it needs
/// to settle.
package enum TimingCurve: Equatable, Sendable {
  /// A cubic Bézier from (0, 0) to (1, 1) through two control points, over `duration`
  /// seconds: the eases, `linear` and `timingCurve`.
  case bezier(UnitBezier, duration: Double)
  /// A damped spring pulling from 0 to 1.
  case spring(SpringMotion)

  /// How long one run lasts, in seconds: a spring's until it has settled.
  package var length: Double {
    switch self {
    case .bezier(_, let duration): max(duration, 0)
    case .spring(let spring): spring.settlingTime
    }
  }

  /// Where the curve is `time` seconds into a run: 0 at the start, 1 at the end (a
  /// spring can pass 1 on the way).
  package func value(at time: Double) -> Double {
    switch self {
    case .bezier(let curve, let duration):
      guard duration > 0 else { return 1 }
      return curve.value(at: min(max(time / duration, 0), 1))
    case .spring(let spring):
      return spring.value(at: time)
    }
  }
}

/// A cubic Bézier easing curve from (0, 0) to (1, 1), as CSS and Core Animation define
/// them: the time is the curve's x, the progress its y.
package struct UnitBezier: Equatable, Sendable {
  package let x1: Double
  package let y1: Double
  package let x2: Double
  package let y2: Double

  package init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    // x must keep rising for the curve to be a function of time.
    self.x1 = min(max(x1, 0), 1)
    self.y1 = y1
    self.x2 = min(max(x2, 0), 1)
    self.y2 = y2
  }

  package static let linear = UnitBezier(0, 0, 1, 1)
  package static let easeIn = UnitBezier(0.42, 0, 1, 1)
  package static let easeOut = UnitBezier(0, 0, 0.58, 1)
  package static let easeInOut = UnitBezier(0.42, 0, 0.58, 1)

  /// The progress at `x`, the fraction of the duration gone (0…1).
  package func value(at x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    return sample(y1, y2, at: parameter(for: x))
  }

  /// The curve's parameter where its x is `x`: Newton's method, then bisection if that
  /// does not converge (flat stretches).
  private func parameter(for x: Double) -> Double {
    var t = x
    for _ in 0..<8 {
      let error = sample(x1, x2, at: t) - x
      if abs(error) < 1e-7 { return t }
      let slope = derivative(x1, x2, at: t)
      guard abs(slope) > 1e-6 else { break }
      t -= error / slope
    }
    var low = 0.0
    var high = 1.0
    t = x
    for _ in 0..<60 {
      let value = sample(x1, x2, at: t)
      if abs(value - x) < 1e-7 { break }
      if value < x { low = t } else { high = t }
      t = (low + high) / 2
    }
    return t
  }

  /// One coordinate of the curve with control values `p1` and `p2` at parameter `t`.
  private func sample(_ p1: Double, _ p2: Double, at t: Double) -> Double {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    let a = 1 - c - b
    return ((a * t + b) * t + c) * t
  }

  private func derivative(_ p1: Double, _ p2: Double, at t: Double) -> Double {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    let a = 1 - c - b
    return (3 * a * t + 2 * b) * t + c
  }
}

/// A mass on a damped spring, pulled from 0 to 1: the motion of SwiftUI's springs,
/// solved exactly rather than stepped.
package struct SpringMotion: Equatable, Sendable {
  package let mass: Double
  package let stiffness: Double
  package let damping: Double
  /// The speed at the start, in units of the whole change per second.
  package let initialVelocity: Double

  package init(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
    self.mass = max(mass, 1e-6)
    self.stiffness = max(stiffness, 1e-6)
    self.damping = max(damping, 0)
    self.initialVelocity = initialVelocity
  }

  /// A spring whose swing lasts `duration` seconds (its perceptual duration, or
  /// response) and overshoots by `bounce` (0: none; negative: slower than critical), as
  /// `Spring(duration:bounce:)` defines it.
  package init(duration: Double, bounce: Double, initialVelocity: Double = 0) {
    let duration = max(duration, 0.01)
    let stiffness = pow(2 * .pi / duration, 2)
    let damping =
      bounce >= 0
      ? 4 * .pi * (1 - bounce) / duration
      : 4 * .pi / (duration * (1 + max(bounce, -0.99)))
    self.init(stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
  }

  /// A spring of `response` seconds and `dampingFraction` (1: critically damped).
  package init(response: Double, dampingFraction: Double) {
    self.init(duration: response, bounce: 1 - dampingFraction)
  }

  private var naturalFrequency: Double { (stiffness / mass).squareRoot() }
  private var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// Where the mass is `time` seconds after it was let go.
  package func value(at time: Double) -> Double {
    guard time > 0 else { return 0 }
    return 1 - displacement(at: time)
  }

  /// How far from 1 the mass is at `time` (1 at the start).
  private func displacement(at t: Double) -> Double {
    let omega = naturalFrequency
    let zeta = dampingRatio
    let v0 = initialVelocity
    if zeta < 1 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      let b = (zeta * omega - v0) / damped
      return exp(-zeta * omega * t) * (cos(damped * t) + b * sin(damped * t))
    } else if zeta == 1 {
      return exp(-omega * t) * (1 + (omega - v0) * t)
    } else {
      let root = omega * (zeta * zeta - 1).squareRoot()
      let r1 = -zeta * omega + root
      let r2 = -zeta * omega - root
      let a = (-v0 - r2) / (r1 - r2)
      return a * exp(r1 * t) + (1 - a) * exp(r2 * t)
    }
  }

  /// When the mass has come to rest: from then on it stays within a thousandth of the
  /// change from 1. Found by stepping through the motion at 240 steps a second (at most
  /// 30 seconds), once per animation started.
  package var settlingTime: Double {
    let step = 1.0 / 240
    let threshold = 0.001
    var lastOutside = 0.0
    var t = step
    var quietSteps = 0
    // Half a swing of quiet (or half a second for slow, overdamped motion) ends it.
    let period = 2 * .pi / naturalFrequency
    let needed = Int((min(period / 2, 0.5) / step).rounded(.up))
    while t < 30 {
      if abs(displacement(at: t)) > threshold {
        lastOutside = t
        quietSteps = 0
      } else {
        quietSteps += 1
        if quietSteps > needed { break }
      }
      t += step
    }
    return lastOutside + step
  }
}

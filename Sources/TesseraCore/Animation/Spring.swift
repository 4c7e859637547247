import Foundation

/// A spring's character, as `SpringKeyframe` and `Animation.spring(_:)` take it: how long
/// it takes to settle and how much it overshoots.
public struct Spring: Hashable, Sendable {
  /// About how long the spring takes to settle, in seconds.
  public var duration: TimeInterval
  /// How much it overshoots: 0 none, up to 1; negative for an overdamped spring.
  public var bounce: Double

  /// A spring that settles in `duration` seconds, overshooting by `bounce`.
  public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
    self.duration = duration
    self.bounce = bounce
  }

  /// A spring given by its response (the period of its swing) and damping ratio.
  public init(response: Double, dampingRatio: Double) {
    self.init(duration: response, bounce: 1 - dampingRatio)
  }

  /// A spring given by its physical properties.
  public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false)
  {
    let period = stiffness > 0 && mass > 0 ? 2 * Double.pi * (mass / stiffness).squareRoot() : 0.5
    let critical = 2 * (stiffness * mass).squareRoot()
    self.init(duration: period, bounce: critical > 0 ? 1 - damping / critical : 0)
  }

  /// A smooth spring, with no bounce.
  public static let smooth = Spring(duration: 0.5, bounce: 0)
  /// A quick spring with a small bounce.
  public static let snappy = Spring(duration: 0.5, bounce: 0.15)
  /// A spring with a visible bounce.
  public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

  /// A smooth spring lasting `duration`, with `extraBounce` added.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }

  /// A snappy spring lasting `duration`, with `extraBounce` added.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  /// A bouncy spring lasting `duration`, with `extraBounce` added.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }
}

/// A timing curve from 0 to 1, as `LinearKeyframe` takes it.
public struct UnitCurve: Hashable, Sendable {
  let name: String

  /// Constant speed.
  public static let linear = UnitCurve(name: "linear")
  /// Slow, then fast.
  public static let easeIn = UnitCurve(name: "easeIn")
  /// Fast, then slow.
  public static let easeOut = UnitCurve(name: "easeOut")
  /// Slow, fast, slow.
  public static let easeInOut = UnitCurve(name: "easeInOut")
  /// A quarter circle, slow at first.
  public static let circularEaseIn = UnitCurve(name: "circularEaseIn")
  /// A quarter circle, slow at the end.
  public static let circularEaseOut = UnitCurve(name: "circularEaseOut")
  /// Two quarter circles.
  public static let circularEaseInOut = UnitCurve(name: "circularEaseInOut")

  /// A cubic Bézier curve through the control points.
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve(name: "bezier")
  }
}

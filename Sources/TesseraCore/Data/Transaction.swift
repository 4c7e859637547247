/// The context of a state change: how it should be animated.
public struct Transaction {
  /// The animation to apply, or nil for none.
  public var animation: Animation?
  /// Whether animations of child views are disabled.
  public var disablesAnimations = false

  /// A transaction with no animation.
  public init() {}

  /// A transaction with `animation`.
  public init(animation: Animation?) { self.animation = animation }
}

/// How a change animates. The terminal backend applies changes at once; other backends
/// may interpolate.
public struct Animation: Equatable, Sendable {
  /// The curve's name, for backends and diagnostics.
  public let name: String
  /// The duration in seconds.
  public let duration: Double

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
  /// The same curve, `speed` times faster.
  public func speed(_ speed: Double) -> Animation {
    Animation(name: name, duration: duration / max(speed, 0.001))
  }
  /// The same curve, started after `delay` seconds.
  public func delay(_ delay: Double) -> Animation { self }
}

/// The transaction of the change being made now, set by `withAnimation`.
@MainActor package var currentTransaction = Transaction()

/// Runs `body`, animating the view changes it causes.
@MainActor
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  let saved = currentTransaction
  currentTransaction.animation = animation
  defer { currentTransaction = saved }
  return try body()
}

/// Runs `body` with `transaction` as the current transaction.
@MainActor
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  let saved = currentTransaction
  currentTransaction = transaction
  defer { currentTransaction = saved }
  return try body()
}

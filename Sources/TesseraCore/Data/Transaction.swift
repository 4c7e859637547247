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

/// What must have happened for an animation's completion to run.
public struct AnimationCompletionCriteria: Hashable, Sendable {
  let name: String
  /// The animation has reached its end value (the view may still be settling).
  public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
  /// The animation has ended and been removed.
  public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs `body`, animating the view changes it causes, then runs `completion` once the
/// animation is over: after its duration (and delay), and never for one that repeats
/// forever.
@MainActor
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping @MainActor () -> Void
) rethrows -> Result {
  let result = try withAnimation(animation, body)
  guard let seconds = animation.map(\.totalDuration) ?? 0 else { return result }
  Task { @MainActor in
    if seconds > 0 { try? await Task.sleep(for: .seconds(seconds)) }
    completion()
  }
  return result
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

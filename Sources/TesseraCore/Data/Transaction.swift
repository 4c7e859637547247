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

import Foundation

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

/// The key of the transaction of the change the current thread is making now, in the
/// thread's dictionary: `withAnimation` may be called from any context, and the state
/// changes it wraps read it on the same thread, while tasks it starts do not inherit it.
private let transactionKey = "Tessera.currentTransaction"

/// The transaction of the change the current thread is making now.
private var threadTransaction: Transaction {
  get { Thread.current.threadDictionary[transactionKey] as? Transaction ?? Transaction() }
  set { Thread.current.threadDictionary[transactionKey] = newValue }
}

/// The transaction of the change being made now, set by `withAnimation`.
@MainActor package var currentTransaction: Transaction { threadTransaction }

/// Runs `body` with `transaction` as the current transaction.
private func withCurrentTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  let saved = threadTransaction
  threadTransaction = transaction
  defer { threadTransaction = saved }
  return try body()
}

/// Runs `body`, animating the view changes it causes. Like SwiftUI's, it can be called
/// from any context (a helper function, a model's method).
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  var transaction = threadTransaction
  transaction.animation = animation
  return try withCurrentTransaction(transaction, body)
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
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  try withCurrentTransaction(transaction, body)
}

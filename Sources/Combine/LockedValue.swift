import Foundation

/// A value that several threads may read and change, one at a time: an operator's state
/// for one subscription.
final class LockedValue<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  /// Changes the value with `change` and returns the result.
  @discardableResult
  func update(_ change: (inout Value) -> Void) -> Value {
    lock.withLock {
      change(&value)
      return value
    }
  }

  /// Replaces the value, returning the old one.
  func exchange(_ newValue: Value) -> Value {
    lock.withLock {
      defer { value = newValue }
      return value
    }
  }

  /// The value now.
  var current: Value { lock.withLock { value } }
}

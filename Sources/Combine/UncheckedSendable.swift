/// Carries a value that is not `Sendable` into a `@Sendable` closure. Combine's types
/// are not `Sendable`; where one must cross into a dispatch closure, the caller keeps it
/// safe (each is locked, or used from one queue).
package struct UncheckedSendable<Value>: @unchecked Sendable {
  package let value: Value
  package init(_ value: Value) { self.value = value }
}

/// Receives a subscription, then values, then at most one completion from a publisher.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  /// The kind of values received.
  associatedtype Input
  /// The kind of error that can end the subscription.
  associatedtype Failure: Error

  /// Called once, first: request values through `subscription`.
  func receive(subscription: any Subscription)
  /// Called with each value; returns how many more values it wants.
  func receive(_ input: Input) -> Subscribers.Demand
  /// Called once at the end, unless the subscription is cancelled first.
  func receive(completion: Subscribers.Completion<Failure>)
}

/// What a subscriber holds while subscribed: it asks for values, or cancels.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  /// Asks for up to `demand` more values.
  func request(_ demand: Subscribers.Demand)
}

/// Something that can be stopped: a subscription, a timer's connection.
public protocol Cancellable {
  /// Stops it and frees what it holds.
  func cancel()
}

/// A unique identity for a subscriber or subscription, for debugging.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
  private static let counter = IdentifierCounter()
  private let value: UInt64

  /// A new identity, different from every other.
  public init() { value = Self.counter.next() }

  /// The identity of an object.
  public init(_ object: AnyObject) {
    value = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue))
  }

  /// The identity as text.
  public var description: String { "0x\(String(value, radix: 16))" }
}

/// A type with a `CombineIdentifier`; classes get theirs from their identity.
public protocol CustomCombineIdentifierConvertible {
  /// The identity.
  var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
  /// The object's identity.
  public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

import Foundation

extension Subscribers {
  /// A subscriber that writes each value to a property of an object: what
  /// `assign(to:on:)` attaches. It holds the object strongly until cancelled.
  public final class Assign<Root, Input>: Subscriber, Cancellable, @unchecked Sendable {
    /// The kind of error it takes: none.
    public typealias Failure = Never

    /// The object written to; nil once cancelled or finished.
    public private(set) var object: Root?
    /// The property written.
    public let keyPath: ReferenceWritableKeyPath<Root, Input>
    private let lock = NSLock()
    private var subscription: (any Subscription)?

    /// A subscriber writing to `keyPath` of `object`.
    public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
      self.object = object
      self.keyPath = keyPath
    }

    /// Keeps the subscription and asks for every value.
    public func receive(subscription: any Subscription) {
      lock.withLock { self.subscription = subscription }
      subscription.request(.unlimited)
    }

    /// Writes the value.
    public func receive(_ input: Input) -> Subscribers.Demand {
      lock.withLock { object }?[keyPath: keyPath] = input
      return .none
    }

    /// Lets the object go.
    public func receive(completion: Subscribers.Completion<Never>) {
      lock.withLock {
        object = nil
        subscription = nil
      }
    }

    /// Cancels the subscription and lets the object go.
    public func cancel() {
      let held = lock.withLock { () -> (any Subscription)? in
        defer {
          object = nil
          subscription = nil
        }
        return subscription
      }
      held?.cancel()
    }
  }
}

extension Publisher where Failure == Never {
  /// Writes each value to `keyPath` of `object`, until the returned cancellable is
  /// cancelled or released.
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root)
    -> AnyCancellable
  {
    let assign = Subscribers.Assign(object: object, keyPath: keyPath)
    receive(subscriber: assign)
    return AnyCancellable(assign)
  }

  /// Writes each value to a `@Published` property (`assign(to: &$name)`), for as long as
  /// the property exists.
  public func assign(to published: inout Published<Output>.Publisher) {
    // Weak: the property keeps the subscription, which must not keep the property.
    published.storage.keep(sink { [weak storage = published.storage] in storage?.assign($0) })
  }
}

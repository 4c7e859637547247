import Foundation

extension Subscribers {
  /// A subscriber that asks for every value and hands each to a closure: what `sink`
  /// attaches.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
    /// Called with each value; emptied when the subscription ends, so what it captures is
    /// let go.
    public private(set) var receiveValue: (Input) -> Void
    /// Called with the completion; emptied when the subscription ends.
    public private(set) var receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    private let lock = NSLock()
    private var subscription: (any Subscription)?
    private var isDone = false

    /// A sink that calls `receiveCompletion` and `receiveValue`.
    public init(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Input) -> Void
    ) {
      self.receiveCompletion = receiveCompletion
      self.receiveValue = receiveValue
    }

    /// Keeps the subscription and asks for every value.
    public func receive(subscription: any Subscription) {
      let accepted = lock.withLock { () -> Bool in
        guard !isDone, self.subscription == nil else { return false }
        self.subscription = subscription
        return true
      }
      if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
    }

    /// Calls `receiveValue`.
    public func receive(_ input: Input) -> Subscribers.Demand {
      let handler = lock.withLock { isDone ? nil : receiveValue }
      handler?(input)
      return .none
    }

    /// Calls `receiveCompletion` and lets the subscription go.
    public func receive(completion: Subscribers.Completion<Failure>) {
      let handler = lock.withLock { () -> ((Subscribers.Completion<Failure>) -> Void)? in
        defer { end() }
        return isDone ? nil : receiveCompletion
      }
      handler?(completion)
    }

    /// Cancels the subscription; no more values arrive.
    public func cancel() {
      let held = lock.withLock { () -> (any Subscription)? in
        defer { end() }
        return subscription
      }
      held?.cancel()
    }

    /// Marks the sink done and lets go of the subscription and closures (with the lock
    /// held).
    private func end() {
      isDone = true
      subscription = nil
      receiveValue = { _ in }
      receiveCompletion = { _ in }
    }
  }
}

extension Publisher {
  /// Calls `receiveValue` with each value and `receiveCompletion` at the end, until the
  /// returned cancellable is cancelled or released.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let sink = Subscribers.Sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    receive(subscriber: sink)
    return AnyCancellable(sink)
  }
}

extension Publisher where Failure == Never {
  /// Calls `receiveValue` with each value, until the returned cancellable is cancelled
  /// or released.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }
}

import Foundation

/// What a `Valve` does with one upstream value.
enum ValveStep<Output, Failure: Error> {
  /// Sends the value downstream.
  case send(Output)
  /// Drops the value (and, passing demand through, asks upstream for another).
  case skip
  /// Cancels the upstream, then sends the value (if any, once it is wanted) and ends.
  case end(Output?, Subscribers.Completion<Failure>)
}

/// The subscriber an operator that may end before its upstream attaches (`tryMap`,
/// `first`, `prefix`, `reduce`): it stands between the upstream subscription and the
/// downstream subscriber, so it can cancel the one and complete the other. It counts the
/// downstream's demand, and holds a last value (`reduce`'s result, `collect`'s array)
/// until that is wanted.
///
/// Passing demand through, each downstream request goes upstream as it is; asking for
/// everything (`asksForAll`), the first request asks upstream for every value, which
/// `step` folds into one result.
final class Valve<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber,
  Subscription, @unchecked Sendable
{
  typealias Failure = UpstreamFailure
  typealias Output = Downstream.Input
  typealias Step = ValveStep<Output, Downstream.Failure>

  private let lock = NSLock()
  private var downstream: Downstream?
  private var upstream: (any Subscription)?
  private var demand = Subscribers.Demand.none
  private var hasAskedForAll = false
  private var isEnded = false
  /// The end waiting for demand for its value.
  private var pending: (Output, Subscribers.Completion<Downstream.Failure>)?
  private let asksForAll: Bool
  private let step: (Input) -> Step
  private let complete:
    (Subscribers.Completion<UpstreamFailure>) -> (
      Output?, Subscribers.Completion<Downstream.Failure>
    )

  /// A valve to `downstream`: `step` decides what each value does, `complete` what the
  /// upstream's completion becomes.
  init(
    _ downstream: Downstream, asksForAll: Bool = false,
    step: @escaping (Input) -> Step,
    complete:
      @escaping (Subscribers.Completion<UpstreamFailure>) -> (
        Output?, Subscribers.Completion<Downstream.Failure>
      )
  ) {
    self.downstream = downstream
    self.asksForAll = asksForAll
    self.step = step
    self.complete = complete
  }

  func receive(subscription: any Subscription) {
    let accepted = lock.withLock { () -> Downstream? in
      guard upstream == nil, !isEnded else { return nil }
      upstream = subscription
      return downstream
    }
    guard let accepted else { return subscription.cancel() }
    accepted.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard !lock.withLock({ isEnded }) else { return .none }
    switch step(input) {
    case .send(let value):
      guard
        let target = lock.withLock({ () -> Downstream? in
          demand -= 1
          return downstream
        })
      else { return .none }
      let more = target.receive(value)
      lock.withLock { demand += more }
      return asksForAll ? .none : more
    case .skip:
      return asksForAll ? .none : .max(1)
    case .end(let value, let completion):
      let held = lock.withLock { () -> (any Subscription)? in
        defer { upstream = nil }
        return upstream
      }
      held?.cancel()
      end(value, completion)
      return .none
    }
  }

  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    guard !lock.withLock({ isEnded }) else { return }
    lock.withLock { upstream = nil }
    let (value, ending) = complete(completion)
    end(value, ending)
  }

  /// What a request leads to.
  private enum Action {
    case ask(any Subscription, Subscribers.Demand)
    case deliver(Output, Subscribers.Completion<Downstream.Failure>)
    case nothing
  }

  func request(_ more: Subscribers.Demand) {
    let action = lock.withLock { () -> Action in
      demand += more
      if let (value, completion) = pending, demand > 0 {
        pending = nil
        return .deliver(value, completion)
      }
      guard !isEnded, let upstream else { return .nothing }
      guard asksForAll else { return .ask(upstream, more) }
      guard !hasAskedForAll, more > 0 else { return .nothing }
      hasAskedForAll = true
      return .ask(upstream, .unlimited)
    }
    switch action {
    case .ask(let upstream, let demand): upstream.request(demand)
    case .deliver(let value, let completion): deliver(value, completion)
    case .nothing: break
    }
  }

  func cancel() {
    let held = lock.withLock { () -> (any Subscription)? in
      isEnded = true
      downstream = nil
      pending = nil
      defer { upstream = nil }
      return upstream
    }
    held?.cancel()
  }

  /// Ends: the value goes now if it is wanted, else at the next request.
  private func end(_ value: Output?, _ completion: Subscribers.Completion<Downstream.Failure>) {
    let now = lock.withLock { () -> Bool in
      guard !isEnded else { return false }
      isEnded = true
      guard let value, demand == 0 else { return true }
      pending = (value, completion)
      return false
    }
    if now { deliver(value, completion) }
  }

  private func deliver(_ value: Output?, _ completion: Subscribers.Completion<Downstream.Failure>) {
    let target = lock.withLock { () -> Downstream? in
      defer { downstream = nil }
      return downstream
    }
    guard let target else { return }
    if let value { _ = target.receive(value) }
    target.receive(completion: completion)
  }
}

extension Subscribers.Completion {
  /// The completion with its failure as `any Error`: how the `try` operators pass on an
  /// upstream's failure.
  var erased: Subscribers.Completion<any Error> {
    switch self {
    case .finished: .finished
    case .failure(let error): .failure(error)
    }
  }
}

extension Publisher {
  /// Attaches `subscriber` behind a valve that asks for every value (`first`, `last`,
  /// `contains`): `step` sees each value and may end early, `result` gives the value
  /// published when this publisher finishes, and `failure` changes its failure.
  func receiveFolded<S: Subscriber>(
    by subscriber: S, failure: @escaping (Failure) -> S.Failure,
    step: @escaping (Output) -> ValveStep<S.Input, S.Failure>, result: @escaping () -> S.Input?
  ) {
    receive(
      subscriber: Valve<Output, Failure, S>(
        subscriber, asksForAll: true, step: step,
        complete: { completion in
          switch completion {
          case .finished: (result(), .finished)
          case .failure(let error): (nil, .failure(failure(error)))
          }
        }))
  }
}

extension ValveStep where Failure == any Error {
  /// The step `body` gives, or, if it throws, the error as the end.
  static func catching(_ body: () throws -> Self) -> Self {
    do { return try body() } catch { return .end(nil, .failure(error)) }
  }

  /// What a test that may throw leads to: `passed` if it passes, `.skip` if not, the
  /// error as the end if it throws.
  static func testing(_ test: () throws -> Bool, passed: Self) -> Self {
    catching { try test() ? passed : .skip }
  }
}

extension Publisher {
  /// Attaches `subscriber` behind a valve that passes demand through and whose `step` may
  /// throw, a throw ending it with the error: the `try` operators (`tryMap`, `tryFilter`,
  /// `tryScan`, …).
  func receiveTrying<S: Subscriber>(
    by subscriber: S, step: @escaping (Output) throws -> ValveStep<S.Input, any Error>
  ) where S.Failure == any Error {
    receive(
      subscriber: Valve<Output, Failure, S>(
        subscriber, step: { value in .catching { try step(value) } },
        complete: { (nil, $0.erased) }))
  }
}

import Dispatch
import Foundation

extension Timer {
  /// A publisher of the date every `interval` seconds, once connected:
  /// `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
    in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
  ) -> TimerPublisher {
    TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
  }

  /// Publishes the date every `interval` while connected. On the main run loop it ticks on
  /// the main queue, which the terminal, GTK and test hosts drain; connected under a test
  /// host, it ticks on the host's clock (`ManualClock`).
  public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
    /// The date of each tick.
    public typealias Output = Date
    /// A timer cannot fail.
    public typealias Failure = Never

    /// The time between ticks.
    public let interval: TimeInterval
    /// How late a tick may be.
    public let tolerance: TimeInterval?
    /// The run loop it ticks on.
    public let runLoop: RunLoop
    /// The run loop mode.
    public let mode: RunLoop.Mode
    private let core = SubjectCore<Date, Never>()

    /// A timer publisher; `Timer.publish(every:on:in:)` makes one.
    public init(
      interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop,
      mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
    ) {
      self.interval = interval
      self.tolerance = tolerance
      self.runLoop = runLoop
      self.mode = mode
    }

    /// Attaches `subscriber`; it receives ticks while the publisher is connected.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
      core.attach(subscriber)
    }

    /// Starts ticking; cancel the result to stop.
    public func connect() -> any Cancellable {
      runLoop.schedule(
        after: runLoop.now.advanced(by: .seconds(interval)), interval: .seconds(interval),
        tolerance: .seconds(tolerance ?? 0), options: nil
      ) { [weak self, runLoop] in self?.core.send(runLoop.now.date) }
    }
  }
}

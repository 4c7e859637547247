import Foundation

/// When a `TimelineView` redraws: a sequence of dates.
public protocol TimelineSchedule {
  /// The dates of a schedule, in order.
  associatedtype Entries: Sequence where Entries.Element == Date

  /// The dates to redraw at, from `startDate` on.
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule should update: normally, or sparingly (a device on low power).
public enum TimelineScheduleMode: Hashable, Sendable {
  /// As often as the schedule asks.
  case normal
  /// Less often, where the schedule allows.
  case lowFrequency
}

/// A schedule that redraws at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  /// The schedule.
  public init() {}

  /// The start of `startDate`'s minute, then every minute after.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
    return Entries(upcoming: Date(timeIntervalSinceReferenceDate: minute))
  }

  /// Every minute, without end.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var upcoming: Date

    /// The next minute.
    public mutating func next() -> Date? {
      defer { upcoming = upcoming.addingTimeInterval(60) }
      return upcoming
    }
  }
}

/// A schedule that redraws every `interval` seconds from a start date.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  let startDate: Date
  let interval: TimeInterval

  /// Redraws at `startDate` and every `interval` seconds after.
  public init(from startDate: Date, by interval: TimeInterval) {
    self.startDate = startDate
    self.interval = max(interval, 0.001)
  }

  /// The schedule's dates from the last one at or before `startDate` on (from its own
  /// start date when that is later).
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    let elapsed = startDate.timeIntervalSince(self.startDate)
    let steps = max((elapsed / interval).rounded(.down), 0)
    return Entries(
      upcoming: self.startDate.addingTimeInterval(steps * interval), interval: interval)
  }

  /// Every `interval` seconds, without end.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var upcoming: Date
    let interval: TimeInterval

    /// The next date.
    public mutating func next() -> Date? {
      defer { upcoming = upcoming.addingTimeInterval(interval) }
      return upcoming
    }
  }
}

/// A schedule that redraws as often as frames are drawn (at most `minimumInterval`
/// apart), for animation; a terminal draws at most 60 frames a second.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  let minimumInterval: Double?
  /// Whether the timeline stopped redrawing.
  public let paused: Bool

  /// Redraws every frame, or every `minimumInterval` seconds, unless `paused`.
  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval
    self.paused = paused
  }

  /// A date a frame apart, from `startDate` on; only `startDate` when paused.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    Entries(
      upcoming: startDate, interval: max(minimumInterval ?? 1.0 / 60, 1.0 / 60), paused: paused)
  }

  /// A date a frame apart.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var upcoming: Date
    let interval: TimeInterval
    let paused: Bool
    var done = false

    /// The next frame's date.
    public mutating func next() -> Date? {
      guard !done else { return nil }
      if paused { done = true }
      defer { upcoming = upcoming.addingTimeInterval(interval) }
      return upcoming
    }
  }
}

/// A schedule of dates given in advance.
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule
where Dates.Element == Date {
  let dates: Dates

  /// Redraws at each of `dates`.
  public init(_ dates: Dates) { self.dates = dates }

  /// The dates given.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Dates { dates }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// At the start of every minute.
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// Every `interval` seconds from `startDate`.
  public static func periodic(from startDate: Date, by interval: TimeInterval)
    -> PeriodicTimelineSchedule
  {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// Every frame.
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

  /// Every frame, at most every `minimumInterval` seconds, unless `paused`.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false)
    -> AnimationTimelineSchedule
  {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}

extension TimelineSchedule {
  /// At each of `dates`.
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
  where Self == ExplicitTimelineSchedule<S> {
    ExplicitTimelineSchedule(dates)
  }
}

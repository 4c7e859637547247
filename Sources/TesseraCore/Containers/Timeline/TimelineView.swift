import Combine
import Foundation

/// A view that draws its content again at the dates of a schedule: a clock every
/// minute, a countdown every second, an animation every frame.
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in
///   Text(context.date, style: .time)
/// }
/// ```
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
  let schedule: Schedule
  let content: (TimelineViewDefaultContext) -> Content

  /// A timeline drawing `content` at the dates of `schedule`.
  public init(
    _ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
  ) {
    self.schedule = schedule
    self.content = content
  }

  /// What the content is drawn for.
  public typealias Context = TimelineViewDefaultContext

  /// The content for the current entry, drawn again at the next.
  public var body: some View {
    TimelineBody(schedule: schedule, content: content)
  }
}

/// Keeps the entry a timeline shows and moves to the next one when its date comes.
///
/// On the wall clock a task sleeps until then. Under a test host's clock
/// (`ManualClock`), which moves only when the test moves it, a wake-up is set on that
/// clock instead, so that the entry changes within the test's `advance(by:)`.
struct TimelineBody<Schedule: TimelineSchedule, Content: View>: View {
  let schedule: Schedule
  let content: (TimelineViewDefaultContext) -> Content
  @State private var entry: Date?
  @State private var firstEntry = FirstEntry()
  @State private var wakeUp = WakeUp()

  var body: some View {
    let clock = ManualClock.current
    let now = clock?.now ?? Date()
    // Until the first wake-up, the entry found when the timeline appeared: an animation
    // schedule's entries start at the date they are asked from, so asking again on each
    // redraw would give a new date each time, and content that changes state on a new
    // date (a game's tick) would run every frame.
    let date = entry ?? firstEntry.date(Self.currentEntry(of: schedule, at: now) ?? now)
    let id = TaskID(date: date, schedule: String(describing: schedule))
    content(.init(date: date, cadence: cadence))
      // Restarted for a new entry, and for a new schedule (a paused animation resumed).
      .task(id: id) {
        guard clock == nil else { return }
        // Sleeps until the next entry after the one shown, then shows the entry that is
        // current then: a timeline that fell behind (hidden, or slower than its
        // schedule) skips to now rather than replaying what it missed.
        guard let next = Self.entry(of: schedule, after: date) else { return }
        let wait = min(next.timeIntervalSinceNow, 365 * 24 * 3600)
        if wait > 0 { try? await Task.sleep(nanoseconds: UInt64(wait * 1_000_000_000)) }
        guard !Task.isCancelled else { return }
        let current = Self.currentEntry(of: schedule, at: Date()) ?? next
        entry = max(next, current)
      }
      .onChange(of: id, initial: true) {
        guard let clock, let next = Self.entry(of: schedule, after: date) else {
          wakeUp.cancellable = nil
          return
        }
        let entry = $entry
        wakeUp.cancellable = clock.schedule(at: clock.elapsed(at: next), every: nil) {
          entry.wrappedValue = max(next, Self.currentEntry(of: schedule, at: clock.now) ?? next)
        }
      }
  }

  /// The entry shown first, kept without a redraw.
  private final class FirstEntry {
    private var kept: Date?

    /// The entry kept, else `found`, kept from now on.
    func date(_ found: @autoclosure () -> Date) -> Date {
      if let kept { return kept }
      let date = found()
      kept = date
      return date
    }
  }

  /// The wake-up set on a test host's clock; let go (and so cancelled) with the view.
  private final class WakeUp {
    var cancellable: AnyCancellable?
  }

  /// What the timeline's task waits on.
  private struct TaskID: Equatable {
    var date: Date
    var schedule: String
  }

  private var cadence: TimelineViewDefaultContext.Cadence {
    switch schedule {
    case is AnimationTimelineSchedule: .live
    case is EveryMinuteTimelineSchedule: .minutes
    default: .seconds
    }
  }

  /// The last entry at or before `now` (the first entry when all are later).
  static func currentEntry(of schedule: Schedule, at now: Date) -> Date? {
    var current: Date?
    for (index, date) in schedule.entries(from: now, mode: .normal).enumerated() {
      if date > now { return current ?? date }
      current = date
      // An endless schedule has passed `now` within a few entries; a list may be long.
      if index > 100_000 { break }
    }
    return current
  }

  /// The first entry after `date`, if the schedule has one.
  static func entry(of schedule: Schedule, after date: Date) -> Date? {
    for (index, next) in schedule.entries(from: date, mode: .normal).enumerated() {
      if next > date { return next }
      if index > 100_000 { break }
    }
    return nil
  }
}

/// What a `TimelineView`'s content is drawn for: the entry's date and how often the
/// timeline redraws.
public struct TimelineViewDefaultContext {
  /// The date of the schedule entry being drawn.
  public let date: Date
  /// How often the timeline redraws.
  public let cadence: Cadence

  /// How often a timeline redraws, coarsest last.
  public enum Cadence: Comparable, Hashable, Sendable {
    /// Every frame.
    case live
    /// About every second.
    case seconds
    /// About every minute.
    case minutes
  }
}

import Foundation

extension Text {
  /// How `Text(_:style:)` shows a date.
  public struct DateStyle: Equatable, Sendable {
    let kind: Int

    /// The date, as "December 3, 2026".
    public static let date = DateStyle(kind: 0)
    /// The time, as "9:41 AM".
    public static let time = DateStyle(kind: 1)
    /// The time from now, as "2 hours".
    public static let relative = DateStyle(kind: 2)
    /// The offset from now, as "+2 hours".
    public static let offset = DateStyle(kind: 3)
    /// A timer counting from the date, as "2:05".
    public static let timer = DateStyle(kind: 4)

    /// Whether the text changes as time passes (`.relative`, `.offset`, `.timer`).
    var isRelativeToNow: Bool { kind >= 2 }

    /// "2 hours, 5 minutes": the two largest non-zero units.
    static func describe(duration: Double) -> String {
      let units: [(String, Int)] = [
        ("day", 86_400), ("hour", 3_600), ("minute", 60), ("second", 1),
      ]
      var remaining = Int(duration)
      var parts: [String] = []
      for (name, size) in units where parts.count < 2 {
        let count = remaining / size
        remaining %= size
        if count > 0 || (parts.isEmpty && size == 1) {
          parts.append("\(count) \(name)\(count == 1 ? "" : "s")")
        }
      }
      return parts.joined(separator: ", ")
    }

    func format(_ date: Date, now: Date = Date()) -> String {
      switch kind {
      case 0: return date.formatted(date: .long, time: .omitted)
      case 1: return date.formatted(date: .omitted, time: .shortened)
      case 2, 3:
        let seconds = date.timeIntervalSince(now)
        let text = Self.describe(duration: abs(seconds))
        return kind == 3 ? (seconds < 0 ? "-" : "+") + text : text
      default:
        let seconds = Int(abs(date.timeIntervalSince(now)))
        return String(format: "%d:%02d", seconds / 60, seconds % 60)
      }
    }
  }
}

extension Text {
  /// A timer through `timerInterval`: the time left when `countsDown`, else the time gone,
  /// as "4:05" (or "1:04:05" past an hour, with `showsHours`), read at `pauseTime` if
  /// given; without one it ticks, showing the time now whenever it is drawn.
  public init(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
    showsHours: Bool = true
  ) {
    let clock = TextClock.timer(timerInterval, countsDown: countsDown, showsHours: showsHours)
    self.init(verbatim: clock.text(at: pauseTime ?? Date()))
    if pauseTime == nil { self.clock = clock }
  }
}

/// What a text that shows the time (`Text(_:style: .timer)`, `Text(timerInterval:)`)
/// reads, so that it is written again from the clock whenever it is drawn.
package enum TextClock: Equatable, Sendable {
  /// A date in a style relative to now (`.timer`, `.relative`, `.offset`).
  case date(Date, Text.DateStyle)
  /// The time left or gone in an interval.
  case timer(ClosedRange<Date>, countsDown: Bool, showsHours: Bool)

  /// The text at `now`.
  func text(at now: Date) -> String {
    switch self {
    case .date(let date, let style):
      return style.format(date, now: now)
    case .timer(let interval, let countsDown, let showsHours):
      let total = interval.upperBound.timeIntervalSince(interval.lowerBound)
      let gone = min(max(now.timeIntervalSince(interval.lowerBound), 0), max(total, 0))
      // A countdown shows 0:00 only once the time is up; a count up, only whole seconds.
      let shown = Int(countsDown ? (max(total, 0) - gone).rounded(.up) : gone.rounded(.down))
      let (hours, minutes, seconds) = (shown / 3600, shown % 3600 / 60, shown % 60)
      return showsHours && hours > 0
        ? String(format: "%d:%02d:%02d", hours, minutes, seconds)
        : String(format: "%d:%02d", showsHours ? minutes : shown / 60, seconds)
    }
  }
}

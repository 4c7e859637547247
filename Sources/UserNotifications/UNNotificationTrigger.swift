import Foundation

/// When a notification is delivered.
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
  /// Whether it fires again after it fired.
  public let repeats: Bool

  init(repeats: Bool) { self.repeats = repeats }

  /// The date it fires at next, after `date`; nil when it never will.
  func nextDate(after date: Date) -> Date? { date }
}

/// Fires a number of seconds after the request is added (and every so many seconds, when
/// it repeats).
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  /// The seconds it waits.
  public let timeInterval: TimeInterval

  /// Fires `timeInterval` seconds from now; a repeating one waits at least 60 seconds, as
  /// on Apple platforms (a shorter one is refused there, and waits 60 here).
  public init(timeInterval: TimeInterval, repeats: Bool) {
    self.timeInterval = repeats ? max(timeInterval, 60) : max(timeInterval, 0)
    super.init(repeats: repeats)
  }

  /// When it fires next, counted from now.
  public func nextTriggerDate() -> Date? { Date().addingTimeInterval(timeInterval) }

  override func nextDate(after date: Date) -> Date? { date.addingTimeInterval(timeInterval) }
}

/// Fires at the next date matching the components (9 o'clock, every Monday…).
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  /// The components a date must match.
  public let dateComponents: DateComponents

  /// Fires at the next date matching `dateComponents` (and at each after, when it
  /// repeats).
  public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
    self.dateComponents = dateComponents
    super.init(repeats: repeats)
  }

  /// The next date it fires at.
  public func nextTriggerDate() -> Date? { nextDate(after: Date()) }

  override func nextDate(after date: Date) -> Date? {
    let calendar = dateComponents.calendar ?? Calendar.current
    return calendar.nextDate(
      after: date, matching: dateComponents, matchingPolicy: .nextTime)
  }
}

import Foundation
import Tessera
import TesseraTesting
import Testing

/// `MultiDatePicker`: a month of day buttons that add days to the selection and take
/// them away, arrows that turn the month, and bounds that keep days out.
@MainActor
@Suite struct MultiDatePickerTests {
  private struct DaysOff: View {
    @State private var days: Set<DateComponents> = [DateComponents(year: 2026, month: 2, day: 3)]
    var from: Date?
    var body: some View {
      VStack {
        if let from {
          MultiDatePicker("Days off", selection: $days, in: from...)
        } else {
          MultiDatePicker("Days off", selection: $days)
        }
        Text("Picked: \(days.compactMap(\.day).sorted().map(String.init).joined(separator: " "))")
      }
    }
  }

  private static var gregorian: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    calendar.locale = Locale(identifier: "en_US")
    return calendar
  }

  @Test func daysArePickedAndTakenAwayAndTheMonthTurns() throws {
    let host = TestHost(DaysOff().environment(\.calendar, Self.gregorian))
    #expect(host.contains(text: "February 2026"), "the month of the day picked: \(host.screen)")
    try host.tap("14")
    #expect(host.contains(text: "Picked: 3 14"))
    try host.tap("3")
    #expect(host.contains(text: "Picked: 14"))
    try host.tap("Next Month")
    #expect(host.contains(text: "March 2026"))
    try host.tap("31")
    #expect(host.contains(text: "Picked: 14 31"))
  }

  @Test func theCalendarLooksLikeAMonth() throws {
    let host = TestHost(DaysOff().environment(\.calendar, Self.gregorian))
    // The weeks from Sunday (February 2026 begins on one), each day under its weekday.
    let lines = host.screen
    let weekdays = try #require(lines.first { $0.contains("S") && $0.contains("W") })
    let first = try #require(lines.first { $0.contains(" 1 ") && $0.contains(" 7") })
    func column(_ text: String, in line: String, last: Bool = false) -> Int? {
      let range = last ? line.range(of: text, options: .backwards) : line.range(of: text)
      return range.map { line.distance(from: line.startIndex, to: $0.lowerBound) }
    }
    #expect(column("S", in: weekdays) == column("1", in: first), "\(lines)")
    #expect(column("S", in: weekdays, last: true) == column("7", in: first), "\(lines)")
    #expect(column("W", in: weekdays) == column("4", in: first), "\(lines)")
  }

  @Test func daysBeforeTheBoundsCannotBePicked() throws {
    let tenth = try #require(
      Self.gregorian.date(from: DateComponents(year: 2026, month: 2, day: 10)))
    let host = TestHost(DaysOff(from: tenth).environment(\.calendar, Self.gregorian))
    _ = try? host.tap("5")
    #expect(host.contains(text: "Picked: 3"), "the fifth is before the bounds")
    try host.tap("12")
    #expect(host.contains(text: "Picked: 3 12"))
  }
}

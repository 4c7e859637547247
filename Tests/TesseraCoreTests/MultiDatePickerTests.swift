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
    let screen = host.screen.joined(separator: "\n")
    // Seven columns three cells wide, the weeks from Sunday (February 2026 begins on one).
    #expect(screen.contains(" S  M  T  W  T  F  S"), "\(screen)")
    #expect(screen.contains(" 1  2  3  4  5  6  7"), "\(screen)")
    #expect(screen.contains(" 22 23 24 25 26 27 28"), "\(screen)")
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

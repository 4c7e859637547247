import Foundation
import Tessera
import TesseraTesting
import Testing

/// Values shown through a format style or a `Formatter`, as SwiftUI's templates write
/// them: `Text(item.timestamp!, formatter: itemFormatter)`.
@MainActor
@Suite struct FormattedTextTests {
  private static let day: Date = {
    var components = DateComponents()
    (components.year, components.month, components.day) = (2026, 3, 14)
    components.timeZone = TimeZone(identifier: "UTC")
    return Calendar(identifier: .gregorian).date(from: components)!
  }()

  private static let formatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "d MMMM yyyy"
    return formatter
  }()

  struct Entry: View {
    let day: Date
    let formatter: DateFormatter
    let count: NSNumber
    let spelled: NumberFormatter

    var body: some View {
      VStack {
        Text(day, formatter: formatter)
        Text("Logged on \(day, formatter: formatter)")
        Text(count, formatter: spelled)
        Text("Seen \(count, formatter: spelled) times")
      }
    }
  }

  @Test func aFormatterFormatsTheValueAndTheInterpolation() {
    let spelled = NumberFormatter()
    spelled.locale = Locale(identifier: "en_US")
    spelled.numberStyle = .spellOut
    let host = TestHost(
      Entry(day: Self.day, formatter: Self.formatter, count: 42, spelled: spelled))
    #expect(host.contains(text: "14 March 2026"))
    #expect(host.contains(text: "Logged on 14 March 2026"))
    #expect(host.contains(text: "forty-two"))
    #expect(host.contains(text: "Seen forty-two times"))
  }
}

import Foundation
import Tessera
import TesseraTesting
import Testing

/// Two pickers over partial ranges, titled by string variables as apps often do.
private struct Trip: View {
  static let today = Date(timeIntervalSince1970: 1_800_000_000)
  let departureTitle = "Departure"
  let returnTitle: Substring = "Return by"
  @State private var departure = Trip.today
  @State private var returnBy = Trip.today

  var body: some View {
    DatePicker(departureTitle, selection: $departure, in: Trip.today..., displayedComponents: .date)
    DatePicker(returnTitle, selection: $returnBy, in: ...Trip.today)
    Text("departs \(Int(departure.timeIntervalSince1970))")
    Text("returns \(Int(returnBy.timeIntervalSince1970))")
  }
}

@MainActor
@Suite struct DatePickerTests {
  private let day: TimeInterval = 86_400

  @Test func rangeFromRefusesEarlierDatesAndKeepsTheSelection() throws {
    let host = TestHost(Trip())
    let picker = try host.find(control: "Departure")
    #expect(throws: InspectionError.self) { try picker.setDate(Trip.today - day) }
    #expect(host.contains(text: "departs 1800000000"))
    try picker.setDate(Trip.today + 400 * day)
    #expect(host.contains(text: "departs 1834560000"), "no upper limit")
    try host.setDate(Trip.today, in: "Departure")
    #expect(host.contains(text: "departs 1800000000"), "the bound itself is allowed")
  }

  @Test func rangeThroughRefusesLaterDatesAndKeepsTheSelection() throws {
    let host = TestHost(Trip())
    let picker = try host.find(control: "Return by")
    #expect(throws: InspectionError.self) { try picker.setDate(Trip.today + 1) }
    #expect(host.contains(text: "returns 1800000000"))
    try picker.setDate(Trip.today - 400 * day)
    #expect(host.contains(text: "returns 1765440000"), "no lower limit")
  }

  @Test func snapshotsShowTheOpenEndOfTheRange() {
    let host = TestHost(Trip())
    #expect(host.snapshot.contains("DatePicker(2027-01-15) in: 2027-01-15..."))
    #expect(host.snapshot.contains("in: ...2027-01-15"))
  }
}

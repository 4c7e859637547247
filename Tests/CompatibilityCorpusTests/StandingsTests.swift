import Foundation
import Tessera
import TesseraTesting
import Testing

@testable import Standings

@MainActor
@Suite struct StandingsTests {
  private func clubOrder(_ host: TestHost) -> [String] {
    ["Harbour Rovers", "Mill Lane", "Old Quarry"].compactMap { name in
      host.screen.firstIndex { $0.contains(name) }.map { ($0, name) }
    }.sorted { $0.0 < $1.0 }.map(\.1)
  }

  @Test func sortingTheTableAndSelectingAClub() throws {
    let host = TestHost(
      StandingsView().environment(League()), size: CGSize(width: 800, height: 480))
    #expect(clubOrder(host) == ["Harbour Rovers", "Mill Lane", "Old Quarry"], "the data's order")
    try host.find(control: "Points").tap()
    #expect(clubOrder(host) == ["Mill Lane", "Old Quarry", "Harbour Rovers"])
    try host.find(control: "Club").tap()
    #expect(clubOrder(host) == ["Harbour Rovers", "Mill Lane", "Old Quarry"])
    #expect(!host.contains(text: "Win rate"))
    let row = try #require(host.selectableRows.first { $0.label.contains("Old Quarry") })
    try host.selectRow(row.label)
    #expect(host.contains(text: "Win rate") && host.contains(text: "60%"))
    _ = try host.find(label: "Form: WLWWL")
  }

  @Test func theFixturesStartAtTheLatestRound() throws {
    let host = TestHost(FixturesView().environment(League()))
    #expect(host.contains(text: "Round 40: Harbour Rovers v Mill Lane, 0-1"))
    #expect(!host.contains(text: "Round 1: Harbour Rovers v Mill Lane, 1-1"))
    try host.tap("First round")
    #expect(host.contains(text: "Round 1: Harbour Rovers v Mill Lane, 1-1"))
  }
}

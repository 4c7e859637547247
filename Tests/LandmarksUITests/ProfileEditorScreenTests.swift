import Foundation
import LandmarksKit
import Tessera
import TesseraTesting
import Testing

@testable import LandmarksUI

/// L6: the goal date stays within a year of the draft's goal; the season picker is four
/// segments.
@MainActor
@Suite struct ProfileEditorScreenTests {
  let calendar = Calendar.current

  func days(_ count: Int, from date: Date) -> Date {
    calendar.date(byAdding: .day, value: count, to: date)!
  }

  @Test func datesMoreThanAYearEitherSideAreRefused() throws {
    let fixture = LandmarksFixture()
    let host = TestHost(ProfileHost().environmentObject(fixture.model))
    try host.tap("Edit")
    let goal = try #require(try host.find(control: "Goal Date").date)
    #expect(throws: InspectionError.self) {
      try host.setDate(days(-400, from: goal), in: "Goal Date")
    }
    #expect(throws: InspectionError.self) {
      try host.setDate(days(400, from: goal), in: "Goal Date")
    }
    #expect(try host.find(control: "Goal Date").date == goal, "a refused date changes nothing")
    try host.setDate(days(-300, from: goal), in: "Goal Date")
    #expect(try host.find(control: "Goal Date").date == days(-300, from: goal))
  }

  @Test func theRangeIsRecomputedFromTheDraftsGoalDate() throws {
    // SPEC §1.2: "the range recomputed from the draft on every render", as the
    // tutorial's `dateRange` reads the bound draft.
    let fixture = LandmarksFixture()
    let host = TestHost(ProfileHost().environmentObject(fixture.model))
    try host.tap("Edit")
    let goal = try #require(try host.find(control: "Goal Date").date)
    try host.setDate(days(300, from: goal), in: "Goal Date")
    // 600 days after the original goal is within a year of the draft's new one…
    try host.setDate(days(600, from: goal), in: "Goal Date")
    #expect(try host.find(control: "Goal Date").date == days(600, from: goal))
    // …and the original goal is now more than a year before it.
    #expect(throws: InspectionError.self) { try host.setDate(goal, in: "Goal Date") }
    try host.tap("Done")
    #expect(fixture.model.profile.goalDate == days(600, from: goal))
  }

  @Test func theSeasonPickerIsFourSegmentsThatPickTheSeason() throws {
    let fixture = LandmarksFixture()
    let host = TestHost(ProfileHost().environmentObject(fixture.model))
    try host.tap("Edit")
    let picker = try host.find(control: "Seasonal Photo")
    #expect(picker.options == ["🌷", "🌞", "🍂", "☃️"])
    #expect(
      host.screen.contains { $0.contains("( 🌷 │ 🌞 │ 🍂 │ ☃️ )") },
      "drawn as one row of segments:\n\(host.screen.joined(separator: "\n"))")
    try host.select("🍂", in: "Seasonal Photo")
    try host.tap("Done")
    #expect(fixture.model.profile.seasonalPhoto == .autumn)
    #expect(host.contains(text: "Seasonal Photos: 🍂"))
  }
}

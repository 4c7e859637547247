import GalleryKit
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct DataFlowScreenTests {
  private func dataTab() throws -> TestHost {
    let host = TestHost(GalleryHome(model: GalleryModel(pageSource: DemoPageSource())))
    try host.tap("Data")
    return host
  }

  @Test func aChildToggleChangesTheFlagItsAncestorOwns() throws {
    let host = try dataTab()
    #expect(host.contains(text: "Outer flag is off, inner flag is off"))
    try host.find(control: "Outer flag").toggle()
    #expect(host.contains(text: "Outer flag is on, inner flag is off"))
    try host.find(control: "Inner flag").toggle()
    #expect(host.contains(text: "Outer flag is on, inner flag is on"), "the nearest object wins")
    try host.find(control: "Outer flag").toggle()
    #expect(host.contains(text: "Outer flag is off, inner flag is on"))
  }

  @Test func theCoverClosesThroughPresentationModeAndThroughDismiss() throws {
    let host = try dataTab()
    try host.tap("Present!")
    #expect(host.contains(text: "A full-screen cover"))
    try host.tap("Dismiss Modal")
    #expect(!host.contains(text: "A full-screen cover"))
    try host.tap("Present!")
    try host.tap("Close with dismiss")
    #expect(!host.contains(text: "A full-screen cover"))
  }

  @Test func theStandaloneProfileHostEditsADraftThatDoneKeepsAndCancelDrops() throws {
    let host = try dataTab()
    try host.tap("Profile…")
    try host.tap("Edit")
    try host.find(control: "Username").setText("trailhead")
    try host.tap("Done")
    #expect(host.contains(text: "trailhead"), "Done keeps the draft")
    try host.tap("Edit")
    try host.find(control: "Username").setText("discarded")
    try host.tap("Cancel")
    #expect(host.contains(text: "trailhead") && !host.contains(text: "discarded"))
    try host.tap("Edit")
    let goal = try #require(try host.find(control: "Goal Date").date)
    let tooLate = Calendar.current.date(byAdding: .day, value: 400, to: goal)!
    #expect(throws: InspectionError.self) { try host.setDate(tooLate, in: "Goal Date") }
  }
}

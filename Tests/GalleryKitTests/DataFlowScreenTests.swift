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
}

import GalleryKit
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct CellsScreenTests {
  private func cellsTab() throws -> TestHost {
    let model = GalleryModel(pageSource: DemoPageSource(), retryDelay: .zero)
    let host = TestHost(GalleryHome(model: model))
    try host.tap("Cells")
    return host
  }

  @Test func aHeartRateChangeRedrawsItsCellAloneAndGrowsIt() throws {
    let host = try cellsTab()
    #expect(host.contains(text: "Chest strap"))
    let before = host.bodyCount(of: HeartRateView.self)
    let ringTop = try host.find(text: "Ring").frame.minY
    try host.tap("Faster")
    try host.tap("Faster")
    #expect(host.contains(text: "120"))
    #expect(host.contains(text: "Elevated: rest for a moment"))
    #expect(host.bodyCount(of: HeartRateView.self) == before + 2, "one cell, once per change")
    #expect(try host.find(text: "Ring").frame.minY > ringTop, "the cell below moved down")
  }

  @Test func theControllerShowsANewRootViewWhenTheRateChanges() throws {
    let host = try cellsTab()
    #expect(host.texts.filter { $0 == "72" }.count == 2, "the watch's cell and the controller")
    try host.tap("Watch +1")
    #expect(host.texts.filter { $0 == "73" }.count == 2)
  }

  @Test func theSelectedActivityHasTheOnlyCheckmark() throws {
    let host = try cellsTab()
    try host.find(control: "Demo").select(option: "Checkmark")
    try host.tap("Cycling")
    #expect(host.findAll(kind: "Image").filter { $0.description.contains("checkmark") }.count == 1)
    let mark = try #require(
      host.findAll(kind: "Image").first { $0.description.contains("checkmark") })
    #expect(try host.find(text: "Cycling").frame.minY == mark.frame.minY)
  }

  @Test func conditionEditsFlowBothWays() throws {
    let host = try cellsTab()
    try host.find(control: "Demo").select(option: "Conditions")
    let field = try host.find(control: "Condition")
    #expect(field.textValue == "Asthma")
    try field.setText("Mild asthma")
    #expect(host.contains(text: "Saved: Mild asthma"), "the field writes the model")
    try host.tap("Reset the first")
    #expect(try host.find(control: "Condition").textValue == "Asthma", "the model writes the field")
    #expect(host.contains(text: "Saved: Asthma"))
  }
}

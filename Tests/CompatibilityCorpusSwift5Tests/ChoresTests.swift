import Foundation
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct ChoresTests {
  private func titles(_ host: TestHost) -> [String] {
    host.screen.compactMap { line in
      ["Water the ferns", "Take out recycling", "Descale the kettle", "Oil the hinges"]
        .first { line.contains($0) }
    }
  }

  @Test func deletingAndMovingRows() throws {
    let host = TestHost(app: ChoresApp())
    try host.find(text: "Take out recycling").delete()
    #expect(titles(host) == ["Water the ferns", "Descale the kettle"])
    try host.tap("Edit")
    try host.findAll(control: "Move up")[1].tap()
    #expect(titles(host) == ["Descale the kettle", "Water the ferns"])
  }

  @Test func tappingARowMarksItDone() throws {
    let host = TestHost(app: ChoresApp())
    #expect(!host.screen.contains { $0.contains("✓") })
    try host.find(text: "Water the ferns").tap()
    #expect(host.screen.contains { $0.contains("✓") && $0.contains("Water the ferns") })
  }

  @Test func addingAChoreThroughTheSheet() throws {
    let host = TestHost(app: ChoresApp())
    try host.tap("New chore")
    #expect(throws: InspectionError.self, "disabled while the title is empty") {
      try host.tap("Add chore")
    }
    try host.type("Oil the hinges", into: "Title")
    try host.find(control: "Every 7 days").increment()
    try host.tap("Add chore")
    #expect(host.presentations.isEmpty, "the sheet closed")
    #expect(host.screen.contains { $0.contains("Oil the hinges") && $0.contains("every 8d") })
  }
}

import Foundation
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct BlossomTests {
  @Test func theGardenListsItsBedsWithTheCountInTheBottomBar() throws {
    let host = TestHost(GardenView())
    #expect(host.contains(text: "1. Roses") && host.contains(text: "2. Tulips"))
    let bar = try #require(host.screen.first)
    let hide = try #require(bar.range(of: "Hide")).lowerBound
    let title = try #require(bar.range(of: "Garden")).lowerBound
    let new = try #require(bar.range(of: "New Bed")).lowerBound
    #expect(hide < title && title < new, "leading, title, trailing: \(bar)")
    #expect(try #require(host.screen.last).contains("2 beds"))
  }

  @Test func aNewBedIsAddedWhenTheNameIsSubmitted() throws {
    let host = TestHost(GardenView())
    try host.tap("New Bed")
    let sheetBar = try #require(host.screen.first { $0.contains("Cancel") })
    #expect(sheetBar.range(of: "Cancel")!.lowerBound < sheetBar.range(of: "Add")!.lowerBound)
    let field = try host.find(control: "Name")
    try field.focus()
    #expect(host.contains(text: "Press Return to add"))
    try host.type("Herbs", into: "Name")
    try field.submit()
    #expect(host.presentations.isEmpty, "the sheet closed")
    #expect(host.contains(text: "3. Herbs") && host.contains(text: "3 beds"))
  }

  @Test func theFlowerHasItsPetalsAroundTheMiddle() {
    let rect = CGRect(x: 0, y: 0, width: 80, height: 80)
    let bounds = Flower(petals: 4, petalWidth: 10).path(in: rect).boundingRect
    #expect(abs(bounds.midX - 40) < 1e-6 && abs(bounds.midY - 40) < 1e-6)
    #expect(abs(bounds.width - 80) < 1e-6, "petals reach both edges: \(bounds)")
  }
}

import Foundation
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct ClockfaceTests {
  @Test func resetIsHiddenUntilTheFirstLap() throws {
    let store = LapStore()
    let host = TestHost(app: ClockfaceApp(store: store))
    #expect(throws: InspectionError.self) { try host.find(control: "Reset") }
    try host.tap("Tick")
    try host.tap("Tick")
    try host.tap("Lap")
    #expect(host.contains(text: "Lap 1"))
    #expect(host.contains(text: "best"))
    try host.tap("Reset")
    #expect(!host.contains(text: "Lap 1"))
  }

  @Test func theHandPointsAtTheSeconds() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
    let quarter = ClockHand(seconds: 15, length: 1).path(in: rect).boundingRect
    #expect(abs(quarter.maxX - 100) < 0.01 && abs(quarter.midY - 50) < 0.01, "three o'clock")
    let top = ClockHand(seconds: 0, length: 1).path(in: rect).boundingRect
    #expect(abs(top.minY) < 0.01 && abs(top.midX - 50) < 0.01, "twelve o'clock")
  }

  @Test func theLapsAreSavedWhenTheWindowLosesTheFocus() {
    let store = LapStore()
    let host = TestHost(app: ClockfaceApp(store: store))
    host.scenePhase = .inactive
    #expect(store.saveCount == 1)
  }
}

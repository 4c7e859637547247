import Foundation
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite(.serialized) struct FocusTimerTests {
  @Test func theSettingsSheetOpensAtHalfHeightAndGrows() throws {
    let host = TestHost(app: FocusTimerApp())
    try host.tap("Settings")
    let sheet = try #require(host.presentations.first)
    #expect(sheet.presentationDetent == .medium)
    #expect(sheet.frame.minY == host.windowSize.height / 2, "the lower half: \(sheet.frame)")
    #expect(host.contains(text: "Start"), "the timer still shows above it")
    try sheet.moveToNextDetent()
    #expect(host.presentations.first?.presentationDetent == .large)
  }

  @Test func aFinishedSessionNotifiesAndJoinsTheHistory() throws {
    let host = TestHost(app: FocusTimerApp())
    try host.tap("Settings")
    for minutes in [25, 20, 15, 10] { try host.find(control: "\(minutes) minutes").decrement() }
    try host.tap("Done")
    #expect(host.contains(text: "05:00"))
    try host.tap("Start")
    host.advance(by: 60)
    #expect(host.contains(text: "04:00"))
    #expect(!host.contains(text: "Focus session done"))
    host.advance(by: 240)
    #expect(host.contains(text: "Focus session done"), "the notification's banner")
    #expect(host.contains(text: "Write: 5 minutes. Take a short break."))
    let row = host.screen.first { $0.contains("Write") && $0.hasSuffix(" 5") }
    #expect(row != nil, "a row of the history: \(host.screen)")
    #expect(UserDefaults.standard.integer(forKey: "lastFocusMinutes") == 5)
  }
}

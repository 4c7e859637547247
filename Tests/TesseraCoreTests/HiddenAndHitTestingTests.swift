import Foundation
import Tessera
import TesseraTesting
import Testing

/// What TesseraTesting sees of `hidden()` and `allowsHitTesting(false)`: a hidden view is
/// not found, though its state lives on, and a click on a view that takes none reaches
/// what is behind.
@MainActor
@Suite struct HiddenAndHitTestingTests {
  private struct Counter: View {
    @State private var ticks = 0
    var body: some View {
      VStack {
        Text("Ticks: \(ticks)").hidden()
        Button("Tick") { ticks += 1 }
        Text("Shown")
      }
    }
  }

  @Test func aHiddenTextIsNotFoundButKeepsItsState() throws {
    let host = TestHost(Counter())
    #expect(!host.contains(text: "Ticks: 0"))
    #expect(host.contains(text: "Shown"))
    #expect(!host.snapshot.contains("Ticks"), "\(host.snapshot)")
    try host.tap("Tick")
    #expect(!host.contains(text: "Ticks: 1"), "still hidden after the change")
  }

  @Test func aHiddenViewStillAppears() throws {
    var appeared = false
    _ = TestHost(Text("Ghost").hidden().onAppear { appeared = true })
    #expect(appeared, "SwiftUI runs onAppear for a hidden view")
  }

  private struct Covered: View {
    let coverTakesClicks: Bool
    @State private var log = "none"
    var body: some View {
      VStack {
        ZStack {
          Color.gray.frame(width: 80, height: 32).onTapGesture { log = "behind" }
          Text("Cover").onTapGesture { log = "cover" }
            .allowsHitTesting(coverTakesClicks)
        }
        Text("Tapped: \(log)")
      }
    }
  }

  @Test func aClickPassesThroughAViewThatTakesNone() throws {
    let host = TestHost(Covered(coverTakesClicks: false))
    try host.find(text: "Cover").click()
    #expect(host.contains(text: "Tapped: behind"))
  }

  @Test func aClickStopsAtAViewThatTakesClicks() throws {
    let host = TestHost(Covered(coverTakesClicks: true))
    try host.find(text: "Cover").click()
    #expect(host.contains(text: "Tapped: cover"))
  }
}

import Foundation
import Tessera
import TesseraTesting
import Testing

/// What a test reads of a view besides its text: the frame of the modifiers around it and
/// the environment it is drawn in.
@MainActor
@Suite struct InspectionReadingTests {
  @Test func theOuterFrameIsTheModifiersFrame() throws {
    let host = TestHost(
      VStack {
        Text("Hi").padding(8).frame(maxWidth: .infinity).accessibilityIdentifier("greeting")
        Spacer()
      })
    let greeting = try host.find(identifier: "greeting")
    #expect(greeting.frame.width == 16, "the text itself: \(greeting.frame)")
    #expect(greeting.outerFrame.width == 640, "the frame around it: \(greeting.outerFrame)")
    #expect(greeting.outerFrame.contains(greeting.frame))
  }

  @Test func theEnvironmentIsReadWhereTheViewIs() throws {
    let host = TestHost(
      VStack {
        Text("Night").environment(\.colorScheme, .dark).font(.title)
        Text("Day")
      }
      .environment(\.colorScheme, .light))
    let night = try host.find(text: "Night")
    #expect(night.environment(\.colorScheme) == .dark)
    #expect(night.environment(\.font) == .title)
    #expect(try host.find(text: "Day").environment(\.colorScheme) == .light)
    #expect(try host.find(text: "Day").environment(\.font) == nil)
  }
}

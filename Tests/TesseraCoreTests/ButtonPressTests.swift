import Tessera
import TesseraTesting
import Testing

/// A button held down is drawn pressed by a `ButtonStyle` of the app's
/// (`configuration.isPressed`), until it is let go.
@MainActor
@Suite struct ButtonPressTests {
  struct SinkingStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack {
        configuration.label
        Text(configuration.isPressed ? "(down)" : "(up)")
      }
      .opacity(configuration.isPressed ? 0.5 : 1)
    }
  }

  struct Counter: View {
    @State var count = 0
    var body: some View {
      VStack {
        Button("Add") { count += 1 }
          .buttonStyle(SinkingStyle())
        Text("Count \(count)")
        Button("Off") {}
          .buttonStyle(SinkingStyle())
          .disabled(true)
      }
    }
  }

  @Test func aHeldButtonIsDrawnPressedUntilLetGo() throws {
    let host = TestHost(Counter())
    #expect(host.contains(text: "(up)"))
    let add = try host.find(control: "Add (up)")
    try add.pressDown()
    #expect(host.contains(text: "(down)"))
    #expect(host.contains(text: "Count 0"), "holding it down does not act")
    try host.find(control: "Add (down)").release()
    #expect(!host.contains(text: "(down)"))
    try host.find(control: "Add (up)").click()
    #expect(host.contains(text: "Count 1"))
  }

  @Test func aDisabledButtonIsNotPressed() throws {
    let host = TestHost(Counter())
    #expect(throws: InspectionError.self) { try host.find(control: "Off (up)").pressDown() }
    #expect(host.texts.filter { $0 == "(down)" }.isEmpty)
  }
}

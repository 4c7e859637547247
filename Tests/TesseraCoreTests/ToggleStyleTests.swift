import Tessera
import TesseraTesting
import Testing

/// A style of the app's: the label between brackets that say whether it is on.
private struct BracketToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button {
      configuration.isOn.toggle()
    } label: {
      HStack(spacing: 0) {
        Text(configuration.isOn ? "[on] " : "[off] ")
        configuration.label
      }
    }
  }
}

@MainActor
@Suite struct ToggleStyleTests {
  struct Settings<Style: ToggleStyle>: View {
    let style: Style
    @State var wifi = false
    var body: some View {
      VStack {
        Toggle("Wi-Fi", isOn: $wifi)
        Text(wifi ? "Connected" : "Offline")
      }
      .toggleStyle(style)
    }
  }

  @Test func aToggleStyleOfTheAppsDrawsTheToggleAndFlipsIt() throws {
    let host = TestHost(Settings(style: BracketToggleStyle()))
    #expect(host.screen.contains { $0.contains("[off] Wi-Fi") }, "\(host.screen)")
    #expect(!host.screen.contains { $0.contains("[ ]") }, "no switch of the backend's")
    try host.find(text: "Wi-Fi").tap()
    #expect(host.contains(text: "Connected"))
    #expect(host.screen.contains { $0.contains("[on] Wi-Fi") })
  }

  @Test func theCheckboxStyleChecksItsBoxBeforeTheLabel() throws {
    let host = TestHost(Settings(style: .checkbox))
    #expect(host.screen.contains { $0.hasSuffix(" [ ] Wi-Fi") }, "\(host.screen)")
    try host.find(text: "Wi-Fi").tap()
    #expect(host.screen.contains { $0.hasSuffix(" [x] Wi-Fi") }, "\(host.screen)")
    #expect(host.contains(text: "Connected"))
    // A toggle still, to a test as to a screen reader, and as wide as box and label.
    let toggle = try host.find(control: "Wi-Fi")
    #expect(toggle.isOn == true)
    #expect(toggle.frame.width == CGFloat("[x] Wi-Fi".count) * 8)
    try host.toggle("Wi-Fi")
    #expect(host.contains(text: "Offline"))
  }

  @Test func theButtonStyleFlipsOnEachPress() throws {
    let host = TestHost(Settings(style: .button))
    try host.tap("Wi-Fi")
    #expect(host.contains(text: "Connected"))
    #expect(try host.find(control: "Wi-Fi").isOn == true)
    try host.tap("Wi-Fi")
    #expect(host.contains(text: "Offline"))
    try host.toggle("Wi-Fi")
    #expect(host.contains(text: "Connected"))
  }

  @Test func theButtonStyleIsAsBigAsItsLabelWithABorderedButtonsRoom() throws {
    let host = TestHost(Settings(style: .button))
    let toggle = try host.find(control: "Wi-Fi")
    let label = try host.find(text: "Wi-Fi")
    let room = host.metrics.borderedButtonPadding(for: .regular)
    #expect(toggle.frame.width == label.frame.width + room.leading + room.trailing)
    #expect(label.frame.minX == toggle.frame.minX + room.leading)
    #expect(!host.screen.contains { $0.contains("[ ]") }, "no switch")
  }

  @Test func theSwitchStyleIsTheBackendsOwn() throws {
    let host = TestHost(Settings(style: .switch))
    #expect(host.screen.contains { $0.contains("Wi-Fi") && $0.hasSuffix("[ ]") })
    try host.toggle("Wi-Fi")
    #expect(host.contains(text: "Connected"))
  }
}

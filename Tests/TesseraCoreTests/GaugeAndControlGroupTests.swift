import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct GaugeAndControlGroupTests {
  @Test func aGaugeShowsItsLabelsAndABarFilledToItsValue() throws {
    let screen = TestHost(
      Gauge(value: 75.0, in: 0...100) {
        Text("Battery")
      } currentValueLabel: {
        Text("75%")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("100")
      }
      .gaugeStyle(.linearCapacity)
    ).screen
    let title = try #require(screen.first { $0.contains("Battery") })
    #expect(title.hasSuffix("75%"), "\(title)")
    let bar = try #require(screen.first { $0.contains("█") })
    #expect(bar.contains("0") && bar.hasSuffix("100"))
    let filled = bar.filter { $0 == "█" }.count
    let empty = bar.filter { $0 == "░" }.count
    #expect(filled * 100 / max(filled + empty, 1) >= 70, "about three quarters: \(bar)")
  }

  @Test func aControlGroupLaysItsButtonsOutBordered() throws {
    struct Zoom: View {
      @State var zoom = 100
      var body: some View {
        VStack {
          ControlGroup {
            Button("Out") { zoom -= 10 }
            Button("In") { zoom += 10 }
          }
          Text("Zoom \(zoom)")
        }
      }
    }
    let host = TestHost(Zoom())
    #expect(
      host.screen.contains { $0.hasSuffix(" Out   In") }, "padded, side by side: \(host.screen)")
    try host.tap("In")
    #expect(host.contains(text: "Zoom 110"))
  }

  /// A labelled group in the `.menu` style is a menu under its label; the navigation
  /// style keeps the row; a style of the app's draws the group from its configuration.
  @Test func controlGroupStylesDrawARowAMenuOrTheAppsOwn() throws {
    struct Bordered: ControlGroupStyle {
      func makeBody(configuration: Configuration) -> some View {
        VStack {
          configuration.label
          HStack { configuration.content }
        }
      }
    }
    struct Editor: View {
      @State var style = "plain"
      var body: some View {
        VStack {
          ControlGroup("Format", systemImage: "textformat") {
            Button("Bold") { style = "bold" }
            Button("Italic") { style = "italic" }
          }
          .controlGroupStyle(.menu)
          ControlGroup {
            Button("Back") { style = "back" }
          }
          .controlGroupStyle(.navigation)
          ControlGroup {
            Button("Undo") { style = "undone" }
          } label: {
            Text("History")
          }
          .controlGroupStyle(Bordered())
          Text("Style \(style)")
        }
      }
    }
    let host = TestHost(Editor())
    #expect(host.findAll(control: "Bold").isEmpty, "the menu is closed")
    try host.tap("Format")
    try host.tap("Italic")
    #expect(host.contains(text: "Style italic"))
    try host.tap("Back")
    #expect(host.contains(text: "Style back"))
    #expect(host.contains(text: "History"), "the app's style shows the label")
    try host.tap("Undo")
    #expect(host.contains(text: "Style undone"))
  }
}

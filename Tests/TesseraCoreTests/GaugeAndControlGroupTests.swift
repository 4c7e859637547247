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
}

import Foundation
import Tessera
import TesseraTesting
import Testing

@testable import TesseraCore

/// `blendMode` mixes a view's colours with what is behind by the W3C's formulas, and the
/// terminal draws the mix.
@MainActor
@Suite struct BlendModeTests {
  private func near(_ a: BlendMode.Components?, _ b: BlendMode.Components) -> Bool {
    guard let a else { return false }
    return abs(a.red - b.red) < 0.01 && abs(a.green - b.green) < 0.01
      && abs(a.blue - b.blue) < 0.01
  }

  @Test func separableModesMixEachChannel() {
    let source = (red: 0.5, green: 1.0, blue: 0.0)
    let backdrop = (red: 1.0, green: 0.5, blue: 0.5)
    #expect(near(BlendMode.multiply.blend(source, over: backdrop), (0.5, 0.5, 0)))
    #expect(near(BlendMode.screen.blend(source, over: backdrop), (1, 1, 0.5)))
    #expect(near(BlendMode.difference.blend(source, over: backdrop), (0.5, 0.5, 0.5)))
    #expect(near(BlendMode.darken.blend(source, over: backdrop), (0.5, 0.5, 0)))
    #expect(near(BlendMode.plusLighter.blend(source, over: backdrop), (1, 1, 0.5)))
    #expect(BlendMode.destinationOut.blend(source, over: backdrop) == nil)
  }

  @Test func luminosityModesKeepOneColoursLightnessAndTheOthersHue() {
    let red = (red: 1.0, green: 0.0, blue: 0.0)
    let grey = (red: 0.5, green: 0.5, blue: 0.5)
    // A red of the grey's lightness: reddish, and as light as the grey.
    let colored = BlendMode.color.blend(red, over: grey)!
    #expect(colored.red > colored.green && colored.green == colored.blue)
    #expect(abs(0.3 * colored.red + 0.59 * colored.green + 0.11 * colored.blue - 0.5) < 0.01)
    // The grey's lightness over red: the backdrop's hue stays, at the grey's lightness.
    #expect(near(BlendMode.luminosity.blend(grey, over: grey), grey))
  }

  @Test func theTerminalDrawsTheMixAndCutsWithDestinationOut() throws {
    let multiplied = ScreenSnapshot(
      of: TestHost(
        ZStack {
          Color(red: 1, green: 1, blue: 0)
          Color(red: 0, green: 1, blue: 1).blendMode(.multiply)
        }.frame(width: 32, height: 32))
    ).text
    #expect(multiplied.contains("on #00FF00"), "yellow × cyan is green: \(multiplied)")
    let punched = ScreenSnapshot(
      of: TestHost(
        ZStack {
          Color.red
          Text("Hole").blendMode(.destinationOut)
        }.frame(width: 64, height: 16))
    ).text
    #expect(!punched.contains("Hole"), "the text is not drawn: \(punched)")
    // The red shows either side of the hole, not under it.
    let row = try #require(
      punched.split(separator: "\n").first { $0.contains("aa") }, "\(punched)")
    #expect(row.contains("aa....aa"), "\(punched)")
  }
}

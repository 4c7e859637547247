import Foundation
import Tessera
import TesseraTesting
import Testing

/// A `ColorPicker` is its label and a well; the well opens a palette whose marker the
/// arrow keys move and Return chooses from, and whose swatches a tap chooses.
@MainActor
@Suite struct ColorPickerTests {
  struct Theme: View {
    @State var tint = Color(red: 0.1, green: 0.2, blue: 0.3)
    var supportsOpacity = true
    var body: some View {
      VStack {
        ColorPicker("Tint", selection: $tint, supportsOpacity: supportsOpacity)
        Text("Tint is \(tint.description)")
      }
    }
  }

  private func openPalette(_ host: TestHost) throws {
    try host.find(control: "Tint").tap()
    #expect(host.presentations.count == 1, "the palette is in a popover")
  }

  @Test func theArrowsMoveTheMarkerAndReturnChooses() throws {
    let host = TestHost(Theme())
    #expect(host.contains(text: "Tint is #1A334D"))
    try openPalette(host)
    #expect(host.focusedControl?.label == "Colours", "the palette takes the focus")
    // From the top left (white), down to the darkest red, then one hue along.
    try host.press(.downArrow, modifiers: [])
    try host.press(.rightArrow, modifiers: [])
    try host.press(.return, modifiers: [])
    let chosen = Color(hue: 1 / 12, saturation: 1, brightness: 0.35)
    #expect(host.contains(text: "Tint is \(chosen.description)"))
    #expect(host.presentations.isEmpty, "choosing closes the palette")
  }

  @Test func aTapOnASwatchChoosesIt() throws {
    let host = TestHost(Theme(supportsOpacity: false))
    try openPalette(host)
    // Twelve columns of hues, eight rows: the greys' row, then seven shades.
    let palette = try host.find(label: "Colours")
    #expect(palette.frame.width == 12 * palette.frame.height / 8, "square swatches")
    try palette.click(at: UnitPoint(x: 11.5 / 12, y: 0.5 / 8))
    #expect(host.contains(text: "Tint is black"), "the last grey: \(host.texts)")
    #expect(host.presentations.isEmpty)
  }

  @Test func theOpacitySliderKeepsTheColour() throws {
    let host = TestHost(Theme())
    try openPalette(host)
    try host.find(control: "Opacity").setValue(0.5)
    let tint = Color(red: 0.1, green: 0.2, blue: 0.3, opacity: 0.5)
    #expect(host.contains(text: "Tint is \(tint.description)"))
  }

  @Test func thePaletteMarksTheColourChosen() throws {
    struct Red: View {
      @State var tint = Color(hue: 0, saturation: 1, brightness: 1)
      var body: some View { ColorPicker("Tint", selection: $tint) }
    }
    let host = TestHost(Red())
    try host.find(control: "Tint").tap()
    // Pure red is the first hue of the fourth shade: the marker starts on it.
    try host.press(.return, modifiers: [])
    #expect(try host.find(control: "Tint").description.contains("#FF0000"))
  }
}

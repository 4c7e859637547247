import Foundation
import Tessera
import TesseraCore
import TesseraTerminal
import Testing

/// An Xcode asset catalog among an app's resources: its image sets draw, and its colour
/// sets draw in their own shade for a light and for a dark appearance.
@MainActor
@Suite struct AssetCatalogTests {
  private var fixtures: Bundle? { Bundle(path: Bundle.module.bundlePath + "/Fixtures") }

  private func firstCell(
    of view: some View, where matches: (Cell) -> Bool
  ) throws -> Cell {
    let terminal = TerminalHost(rootView: view)
    terminal.write = { _ in }
    terminal.resize(to: (20, 6))
    let screen = try #require(terminal.front)
    let cell = (0..<6).flatMap { row in (0..<20).map { screen[$0, row] } }.first(where: matches)
    return try #require(cell)
  }

  @Test func aColourSetHasItsOwnShadeInDarkAppearance() throws {
    let bundle = try #require(fixtures)
    for (scheme, expected) in [
      (ColorScheme.light, CellStyle.RGB(204, 51, 26)), (.dark, CellStyle.RGB(255, 128, 0)),
    ] {
      let swatch = Color("BrandColor", bundle: bundle).frame(width: 16, height: 16)
        .preferredColorScheme(scheme)
      let cell = try firstCell(of: swatch) { $0.style.background == expected }
      #expect(cell.style.background == expected, "\(scheme)")
    }
  }

  @Test func anImageSetDrawsItsPictureAndANamespaceFolderPrefixesItsName() throws {
    let bundle = try #require(fixtures)
    let logo = try firstCell(
      of: Image("Logo", bundle: bundle).resizable().frame(width: 8, height: 16)
    ) { $0.grapheme == "▀" }
    #expect(logo.style.foreground == .init(255, 0, 0), "the 1x picture, red on top")
    let boot = try firstCell(
      of: Image("Icons/Boot", bundle: bundle).resizable().frame(width: 8, height: 16)
    ) { $0.grapheme == "▀" }
    #expect(boot.style.foreground.map { $0.red > 200 && $0.blue < 40 } == true)
  }
}

extension AssetCatalogTests {
  @Test func anAccentColourSetIsTheAccentInItsShadeForTheScheme() throws {
    let bundle = try #require(fixtures)
    let set = try #require(
      AssetCatalog.colorSet(named: "BrandColor", bundlePath: bundle.bundlePath))
    let terminal = TerminalColors.assumedLight
    #expect(Palette.forScheme(.dark, on: terminal, accent: set.color).accent == .init(255, 128, 0))
    #expect(Palette.forScheme(.light, on: terminal, accent: set.color).accent == .init(204, 51, 26))
    #expect(Palette.forScheme(.light, on: terminal, accent: nil).accent == Palette.light.accent)
  }
}

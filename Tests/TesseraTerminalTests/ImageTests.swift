import Foundation
import Tessera
import TesseraTesting
import Testing

@testable import TesseraTerminal

@MainActor
@Suite struct ImageTests {
  private var fixtures: String { Bundle.module.bundlePath + "/Fixtures" }

  @Test func decodesPNGPixels() throws {
    let url = URL(fileURLWithPath: fixtures + "/quadrants.png")
    let image = try #require(RGBAImage.decodePNG(try Data(contentsOf: url)))
    #expect(image.width == 4 && image.height == 4)
    #expect(image.pixel(x: 0, y: 0).rgb == .init(255, 0, 0))
    #expect(image.pixel(x: 0, y: 3).rgb == .init(0, 255, 0))
    #expect(image.pixel(x: 3, y: 3).alpha == 0)
    #expect(RGBAImage.decodePNG(Data("not a png".utf8)) == nil)
  }

  @Test func namedImageHasItsPixelSizeAndDrawsAsHalfBlocks() throws {
    let bundle = try #require(Bundle(path: fixtures))
    let host = TestHost(Image("quadrants", bundle: bundle))
    #expect(
      try #require(host.findAll(kind: "Image").first).frame.size == CGSize(width: 4, height: 4))

    let terminal = TerminalHost(
      rootView: Image("quadrants", bundle: bundle).resizable().frame(width: 16, height: 32))
    terminal.write = { _ in }
    terminal.resize(to: (20, 6))
    let buffer = try #require(terminal.front)
    // 2 × 2 cells: the upper row is red over red, the lower blue (and green) over blue.
    let cells = (0..<buffer.rows).flatMap { row in
      (0..<buffer.columns).map { buffer[$0, row] }
    }.filter { $0.grapheme == "▀" }
    #expect(cells.count == 4)
    #expect(cells.first?.style.foreground == .init(255, 0, 0))
    #expect(
      cells.last?.style.background == .init(128, 128, 255), "transparent pixels blend with white")
  }

  @Test func missingImageTakesNoSpaceAndIsReported() throws {
    let host = TestHost(Image("no-such-picture"))
    #expect(try #require(host.findAll(kind: "Image").first).frame.size == .zero)
    #expect(Diagnostics.messages.contains { $0.contains("no-such-picture") })
  }

  @Test func pictureDataThatBeginsAlikeIsNotMistakenForAnother() throws {
    // Same length, same first 80 bytes (Data's hash reads no further), different pixels.
    let green = try Data(contentsOf: URL(fileURLWithPath: fixtures + "/alike-green.png"))
    let blue = try Data(contentsOf: URL(fileURLWithPath: fixtures + "/alike-blue.png"))
    #expect(green.count == blue.count && green.prefix(80) == blue.prefix(80))
    let terminal = TerminalHost(
      rootView: HStack(spacing: 0) {
        Image(data: green).resizable().frame(width: 8, height: 32)
        Image(data: blue).resizable().frame(width: 8, height: 32)
      })
    terminal.write = { _ in }
    terminal.resize(to: (20, 6))
    let buffer = try #require(terminal.front)
    let lower = (0..<buffer.rows).flatMap { row in (0..<buffer.columns).map { buffer[$0, row] } }
      .filter { $0.grapheme == "▀" && $0.style.foreground != .init(255, 0, 0) }
    #expect(Set(lower.map { $0.style.foreground }) == [.init(0, 255, 0), .init(0, 0, 255)])
  }
}

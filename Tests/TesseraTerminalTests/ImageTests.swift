import Foundation
import Tessera
import TesseraImages
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

  /// `halves.jpg` is 16 × 16: the top half red (220, 20, 20), the bottom blue (20, 20, 200),
  /// written by libjpeg at quality 100.
  @Test func decodesJPEGPixelsAndRefusesBrokenOnes() throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: fixtures + "/halves.jpg"))
    #expect(RGBAImage.size(data).map { [$0.width, $0.height] } == [16, 16])
    let image = try #require(RGBAImage.decode(data))
    func near(_ pixel: CellStyle.RGB, _ expected: CellStyle.RGB) -> Bool {
      abs(Int(pixel.red) - Int(expected.red)) < 8 && abs(Int(pixel.green) - Int(expected.green)) < 8
        && abs(Int(pixel.blue) - Int(expected.blue)) < 8
    }
    #expect(near(image.pixel(x: 3, y: 2).rgb, .init(220, 20, 20)))
    #expect(near(image.pixel(x: 12, y: 13).rgb, .init(20, 20, 200)))
    #expect(image.pixel(x: 0, y: 0).alpha == 255)
    // Cut short: libjpeg's error comes back as nil, not a crash or a longjmp into Swift.
    #expect(RGBAImage.decode(data.prefix(100)) == nil)
    #expect(RGBAImage.decode(Data([0xFF, 0xD8, 0xFF, 0x00, 0x01])) == nil)
  }

  /// `cmyk-halves.jpg`: the same halves written as Adobe CMYK (red ink on top, blue below).
  @Test func decodesCMYKJPEGs() throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: fixtures + "/cmyk-halves.jpg"))
    let image = try #require(RGBAImage.decode(data))
    let top = image.pixel(x: 4, y: 2).rgb
    let bottom = image.pixel(x: 4, y: 13).rgb
    #expect(top.red > 240 && top.green < 16 && top.blue < 16, "\(top)")
    #expect(bottom.blue > 240 && bottom.red < 16 && bottom.green < 16, "\(bottom)")
  }

  @Test func aJPEGClaimingGiantDimensionsIsRefusedBeforeAllocating() throws {
    var data = try Data(contentsOf: URL(fileURLWithPath: fixtures + "/halves.jpg"))
    // SOF0: FF C0, length (2), precision (1), height (2), width (2).
    let bytes = [UInt8](data)
    let marker = try #require(bytes.indices.first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
    for offset in [marker + 5, marker + 7] {
      data[offset] = 0xFD
      data[offset + 1] = 0xE8  // 65,000
    }
    #expect(RGBAImage.size(data).map { [$0.width, $0.height] } == [65_000, 65_000])
    #expect(RGBAImage.decode(data) == nil)
  }

  @Test func aNamedJPEGDrawsInTheTerminal() throws {
    let bundle = try #require(Bundle(path: fixtures))
    let terminal = TerminalHost(
      rootView: Image("halves", bundle: bundle).resizable().frame(width: 8, height: 16))
    terminal.write = { _ in }
    terminal.resize(to: (20, 6))
    let screen = try #require(terminal.front)
    let cell = try #require(
      (0..<6).flatMap { row in (0..<20).map { screen[$0, row] } }.first { $0.grapheme == "▀" })
    #expect(cell.style.foreground.map { $0.red > 200 && $0.blue < 40 } == true, "red on top")
    #expect(cell.style.background.map { $0.blue > 180 && $0.red < 40 } == true, "blue below")
  }

  @Test func aPictureClippedToACircleShowsWhatIsBehindOutsideIt() throws {
    // An avatar: `Image(…).resizable().clipShape(Circle())`, 12 × 6 cells.
    let bundle = try #require(Bundle(path: fixtures))
    let terminal = TerminalHost(
      rootView: Image("halves", bundle: bundle).resizable().frame(width: 96, height: 96)
        .clipShape(Circle())
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
    terminal.write = { _ in }
    terminal.resize(to: (20, 8))
    let screen = try #require(terminal.front)
    #expect(screen[0, 0].grapheme == " ", "a corner is outside the circle")
    #expect(screen[11, 5].grapheme == " ", "so is the opposite one")
    #expect(screen[6, 1].grapheme == "▀" && screen[0, 3].grapheme != " ", "the middle is drawn")
    let edge = (0..<12).map { screen[$0, 0].grapheme }
    #expect(edge.contains("▄"), "the top of the circle in half blocks: \(edge)")
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

  @Test func scaledToFitKeepsTheAspectRatioInAWideFrame() throws {
    let bundle = try #require(Bundle(path: fixtures))
    func pictureCells<V: View>(_ view: V) throws -> [Int] {
      let terminal = TerminalHost(rootView: view)
      terminal.write = { _ in }
      terminal.resize(to: (20, 6))
      let buffer = try #require(terminal.front)
      return (0..<buffer.rows).flatMap { row in
        (0..<buffer.columns).filter { buffer[$0, row].grapheme == "▀" }
      }
    }
    // A square picture in a 64 × 32 point (8 × 2 cell) frame.
    let stretched = try pictureCells(
      Image("quadrants", bundle: bundle).resizable().frame(width: 64, height: 32))
    let fitted = try pictureCells(
      Image("quadrants", bundle: bundle).resizable().scaledToFit().frame(width: 64, height: 32))
    #expect(stretched.count == 16, "stretched over the whole frame")
    #expect(fitted.count == 8, "32 × 32 points: 4 × 2 cells")
    #expect(Set(fitted).count == 4 && Set(fitted).isSubset(of: Set(stretched)))
    #expect(fitted.min()! - stretched.min()! == 2, "centred in the frame")
    let snapshot = TestHost(
      Image("quadrants", bundle: bundle).resizable().scaledToFit().frame(width: 64, height: 32)
    ).snapshot
    #expect(snapshot.contains("aspectRatio(fit)\n    Image(\"quadrants\") resizable"))
  }

  @Test func aLargeImageScaleDrawsTheSameSymbolGlyph() throws {
    func screen<V: View>(_ view: V) throws -> [String] {
      let terminal = TerminalHost(rootView: view)
      terminal.write = { _ in }
      terminal.resize(to: (20, 6))
      return try #require(terminal.front).lines
    }
    let large = try screen(Image(systemName: "star").imageScale(.large))
    #expect(large.contains { $0.contains("☆") })
    #expect(large == (try screen(Image(systemName: "star"))), "a glyph has one size")
    let snapshot = TestHost(Image(systemName: "star").imageScale(.large)).snapshot
    #expect(snapshot.contains("imageScale(large)\n  Image(systemName: \"star\")"))
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

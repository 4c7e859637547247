import Foundation
import Tessera
import TesseraImages
import Testing

/// `ImageRenderer` draws a view into pixels, as the terminal draws it, and writes PNG.
@MainActor
@Suite struct ImageRendererTests {
  /// Every pixel of `picture`, row by row.
  private func pixels(of picture: RGBAImage) -> [(rgb: RGB, alpha: UInt8)] {
    (0..<picture.height).flatMap { y in
      (0..<picture.width).map { x in picture.pixel(x: x, y: y) }
    }
  }

  private func decoded(_ renderer: ImageRenderer<some View>) throws -> RGBAImage {
    let png = try #require(renderer.pngData)
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG signature")
    return try #require(RGBAImage.decodePNG(png))
  }

  @Test func aViewIsDrawnAtItsIdealSizeTimesTheScale() throws {
    let renderer = ImageRenderer(content: Text("Hello"))
    let picture = try decoded(renderer)
    // Five cells of 8 × 16.
    #expect((picture.width, picture.height) == (40, 16))
    renderer.scale = 2
    let doubled = try decoded(renderer)
    #expect((doubled.width, doubled.height) == (80, 32))
  }

  @Test func anEndlessOrHugePictureIsRefusedRatherThanDrawn() {
    let endless = ImageRenderer(content: Color.blue)
    endless.proposedSize = .infinity
    #expect(endless.pngData == nil)
    let huge = ImageRenderer(content: Color.blue.frame(width: 4000, height: 100))
    huge.scale = 3
    #expect(huge.pngData == nil, "12000 pixels wide")
    huge.scale = .nan
    #expect(huge.pngData == nil)
  }

  @Test func theProposedSizeSizesAFlexibleView() throws {
    let renderer = ImageRenderer(content: Color.blue)
    renderer.proposedSize = ProposedViewSize(width: 64, height: 32)
    let picture = try decoded(renderer)
    #expect((picture.width, picture.height) == (64, 32))
    let middle = picture.pixel(x: 32, y: 16)
    #expect(middle.alpha == 255 && middle.rgb.blue > 200 && middle.rgb.red < 100, "\(middle)")
  }

  @Test func textIsDrawnInItsColourOverATransparentOrOpaqueBackground() throws {
    let renderer = ImageRenderer(content: Text("W").foregroundStyle(.red))
    let picture = try decoded(renderer)
    let pixels = pixels(of: picture)
    let inked = pixels.filter { $0.alpha == 255 }
    #expect(!inked.isEmpty && inked.allSatisfy { $0.rgb.red > 200 && $0.rgb.green < 100 })
    #expect(pixels.contains { $0.alpha == 0 }, "uncovered pixels are transparent")
    renderer.isOpaque = true
    let opaque = try decoded(renderer)
    #expect(opaque.pixel(x: 0, y: 0).alpha == 255 && opaque.pixel(x: 0, y: 0).rgb.red == 255)
  }

  @Test func lettersAreDrawnApart() throws {
    func ink(_ text: String) throws -> [Bool] {
      let picture = try decoded(ImageRenderer(content: Text(text)))
      return pixels(of: picture).map { $0.alpha == 255 }
    }
    let letters = try ["I", "O", "W", "a", "?"].map(ink)
    #expect(Set(letters.map { $0.description }).count == 5, "five different glyphs")
    #expect(try ink("I").filter { $0 }.count < ink("W").filter { $0 }.count)
  }

  @Test func shapesAndBordersArePainted() throws {
    let card = VStack {
      Circle().fill(Color.orange).frame(width: 64, height: 64)
      Text("Card")
    }
    .padding(8)
    .border(Color.green)
    let picture = try decoded(ImageRenderer(content: card))
    let orange = pixels(of: picture).filter { pixel in
      let (rgb, alpha) = pixel
      return alpha == 255 && rgb.red > 200 && rgb.green > 100 && rgb.blue < 80
    }
    #expect(orange.count > 64 * 64 / 2, "the circle, about π/4 of its square")
    #expect(orange.count < 64 * 64, "not its whole square")
  }
}

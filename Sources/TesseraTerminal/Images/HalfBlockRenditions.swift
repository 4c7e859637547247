import TesseraImages

/// Pictures drawn as terminal cells: each cell is two pixels tall, the upper half-block's
/// foreground over its background. Renditions are cached by image, cell size and
/// background, since a frame draws the same picture again and again.
@MainActor
package final class HalfBlockRenditions {
  package static let shared = HalfBlockRenditions()
  private var renditions: [String: [[(top: CellStyle.RGB, bottom: CellStyle.RGB)?]]] = [:]
  /// Renditions kept at most: past it the cache starts again, so pictures that come and go
  /// (from the network, say) do not pile up.
  private let limit = 256

  /// The image drawn in `columns` × `rows` cells, each cell two pixels tall (the upper
  /// half-block's foreground over its background), averaged from the pixels it covers and
  /// blended over `background`.
  package func halfBlocks(
    _ image: RGBAImage, key: String, columns: Int, rows: Int, background: CellStyle.RGB
  ) -> [[(top: CellStyle.RGB, bottom: CellStyle.RGB)?]] {
    let cacheKey =
      "\(key)|\(columns)x\(rows)|\(background.red),\(background.green),\(background.blue)"
    if let cached = renditions[cacheKey] { return cached }
    if renditions.count >= limit { renditions.removeAll() }
    let heightInHalves = rows * 2
    func average(column: Int, half: Int) -> CellStyle.RGB {
      let x0 = column * image.width / columns
      let x1 = max((column + 1) * image.width / columns, x0 + 1)
      let y0 = half * image.height / heightInHalves
      let y1 = max((half + 1) * image.height / heightInHalves, y0 + 1)
      var red = 0.0
      var green = 0.0
      var blue = 0.0
      var count = 0.0
      for y in y0..<min(y1, image.height) {
        for x in x0..<min(x1, image.width) {
          let (rgb, alpha) = image.pixel(x: x, y: y)
          let a = Double(alpha) / 255
          red += Double(rgb.red) * a + Double(background.red) * (1 - a)
          green += Double(rgb.green) * a + Double(background.green) * (1 - a)
          blue += Double(rgb.blue) * a + Double(background.blue) * (1 - a)
          count += 1
        }
      }
      guard count > 0 else { return background }
      return .init(
        UInt8((red / count).rounded()), UInt8((green / count).rounded()),
        UInt8((blue / count).rounded()))
    }
    var result: [[(top: CellStyle.RGB, bottom: CellStyle.RGB)?]] = []
    for row in 0..<rows {
      result.append(
        (0..<columns).map { column in
          (average(column: column, half: row * 2), average(column: column, half: row * 2 + 1))
        })
    }
    renditions[cacheKey] = result
    return result
  }
}

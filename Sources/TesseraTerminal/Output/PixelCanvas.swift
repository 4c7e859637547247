import TesseraImages

/// RGBA pixels to paint into.
struct PixelCanvas {
  let width: Int
  let height: Int
  var pixels: [UInt8]

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    pixels = [UInt8](repeating: 0, count: width * height * 4)
  }

  /// Paints the pixels of `rect` (x, y, width, height) opaque `color`.
  mutating func fill(x: Int, y: Int, width: Int, height: Int, _ color: RGB) {
    let rows = max(y, 0)..<max(min(y + height, self.height), max(y, 0))
    let columns = max(x, 0)..<max(min(x + width, self.width), max(x, 0))
    for row in rows {
      for column in columns {
        let offset = (row * self.width + column) * 4
        pixels[offset] = color.red
        pixels[offset + 1] = color.green
        pixels[offset + 2] = color.blue
        pixels[offset + 3] = 255
      }
    }
  }
}

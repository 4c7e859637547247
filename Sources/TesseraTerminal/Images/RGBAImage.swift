import CPNG
import Foundation

/// A decoded picture: `width` × `height` pixels of 8-bit red, green, blue and alpha.
package struct RGBAImage: Sendable {
  package let width: Int
  package let height: Int
  package let pixels: [UInt8]

  /// The colour and opacity of the pixel at a position.
  package func pixel(x: Int, y: Int) -> (rgb: CellStyle.RGB, alpha: UInt8) {
    let offset = (y * width + x) * 4
    return (.init(pixels[offset], pixels[offset + 1], pixels[offset + 2]), pixels[offset + 3])
  }

  /// Decodes PNG data; nil when the data is not a PNG libpng can read.
  package static func decodePNG(_ data: Data) -> RGBAImage? {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    let began = data.withUnsafeBytes { bytes in
      png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count)
    }
    guard began != 0 else { return nil }
    image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
    let width = Int(image.width)
    let height = Int(image.height)
    guard width > 0, height > 0, width * height <= 64_000_000 else {
      png_image_free(&image)
      return nil
    }
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    let finished = pixels.withUnsafeMutableBytes { buffer in
      png_image_finish_read(&image, nil, buffer.baseAddress, Int32(width * 4), nil)
    }
    guard finished != 0 else { return nil }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  /// The size of the PNG in `data`, read from its header only.
  package static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    let began = data.withUnsafeBytes { bytes in
      png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count)
    }
    guard began != 0 else { return nil }
    defer { png_image_free(&image) }
    return (Int(image.width), Int(image.height))
  }
}

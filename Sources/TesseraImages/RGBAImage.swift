import CJPEG
import CPNG
import Foundation

/// A decoded picture: `width` × `height` pixels of 8-bit red, green, blue and alpha.
package struct RGBAImage: Sendable {
  package let width: Int
  package let height: Int
  package let pixels: [UInt8]

  /// A picture of `width` × `height` pixels, four bytes each (red, green, blue, alpha),
  /// row by row from the top.
  package init(width: Int, height: Int, pixels: [UInt8]) {
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The colour and opacity of the pixel at a position.
  package func pixel(x: Int, y: Int) -> (rgb: RGB, alpha: UInt8) {
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

  /// Decodes PNG or JPEG data, told apart by their first bytes; nil for anything else.
  package static func decode(_ data: Data) -> RGBAImage? {
    isJPEG(data) ? decodeJPEG(data) : decodePNG(data)
  }

  /// The size of the PNG or JPEG in `data`, read from its header only.
  package static func size(_ data: Data) -> (width: Int, height: Int)? {
    isJPEG(data) ? jpegSize(data) : pngSize(data)
  }

  /// Whether `data` starts with a JPEG's start-of-image marker.
  private static func isJPEG(_ data: Data) -> Bool {
    data.count > 3 && data.starts(with: [0xFF, 0xD8, 0xFF])
  }

  /// Decodes JPEG data with libjpeg; nil when it cannot be read.
  package static func decodeJPEG(_ data: Data) -> RGBAImage? {
    var width: Int32 = 0
    var height: Int32 = 0
    var rgba: UnsafeMutablePointer<UInt8>?
    var error = [CChar](repeating: 0, count: 200)
    let status = data.withUnsafeBytes { bytes in
      tessera_jpeg_decode(
        bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &rgba, &width, &height,
        &error, error.count)
    }
    guard status == 0, let rgba else { return nil }
    defer { free(rgba) }
    let count = Int(width) * Int(height) * 4
    guard width > 0, height > 0 else { return nil }
    return RGBAImage(
      width: Int(width), height: Int(height),
      pixels: Array(UnsafeBufferPointer(start: rgba, count: count)))
  }

  /// The size of the JPEG in `data`, read from its header only.
  package static func jpegSize(_ data: Data) -> (width: Int, height: Int)? {
    var width: Int32 = 0
    var height: Int32 = 0
    var error = [CChar](repeating: 0, count: 200)
    let status = data.withUnsafeBytes { bytes in
      tessera_jpeg_size(
        bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &width, &height, &error,
        error.count)
    }
    guard status == 0, width > 0, height > 0 else { return nil }
    return (Int(width), Int(height))
  }
}

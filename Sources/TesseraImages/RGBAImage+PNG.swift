import CPNG
import Foundation

extension RGBAImage {
  /// The picture as PNG data (8-bit RGBA), written by libpng; nil when libpng refuses it
  /// (a picture with no pixels).
  package func pngData() -> Data? {
    guard width > 0, height > 0, pixels.count == width * height * 4 else { return nil }
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    image.width = UInt32(width)
    image.height = UInt32(height)
    image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
    // First asked for the size it needs, then written into that much room.
    var size = 0
    let measured = pixels.withUnsafeBytes { buffer in
      png_image_write_to_memory(&image, nil, &size, 0, buffer.baseAddress, 0, nil)
    }
    guard measured != 0, size > 0 else { return nil }
    var data = Data(count: size)
    let written = data.withUnsafeMutableBytes { memory in
      pixels.withUnsafeBytes { buffer in
        png_image_write_to_memory(
          &image, memory.baseAddress, &size, 0, buffer.baseAddress, 0, nil)
      }
    }
    guard written != 0 else { return nil }
    return data.prefix(size)
  }
}

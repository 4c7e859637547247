import Foundation
import TesseraCore

/// Decoded images and their renditions as terminal cells, cached by file and size.
@MainActor
package final class ImageStore {
  package static let shared = ImageStore()
  private var images: [String: RGBAImage?] = [:]
  private var sizes: [String: CGSize?] = [:]
  private var renditions: [String: [[(top: CellStyle.RGB, bottom: CellStyle.RGB)?]]] = [:]
  /// The keys of images decoded from data, oldest first: at most `dataImageLimit` are kept,
  /// since an app loading pictures from the network shows new ones all the time.
  private var dataKeys: [String] = []
  private let dataImageLimit = 64

  /// The key of a source's picture in this store: the bundle and name, or a hash of every
  /// byte of the data. (`Data`'s own hash reads only the first 80 bytes, so two pictures
  /// that begin alike, such as two PNGs of one size from one encoder, would share it.)
  package nonisolated static func key(for source: Image.Source) -> String {
    switch source {
    case .named(let name, let bundle): return "\(bundle ?? "")|\(name)"
    case .system(let name): return name
    case .data(let data):
      var hasher = Hasher()
      data.withUnsafeBytes { hasher.combine(bytes: $0) }
      return "data:\(data.count):\(hasher.finalize())"
    }
  }

  /// The natural size of the named image in points (one per pixel), or nil.
  package func size(named name: String, bundlePath: String?) -> CGSize? {
    let key = "\(bundlePath ?? "")|\(name)"
    if let known = sizes[key] { return known }
    let size = ImageResources.url(named: name, bundlePath: bundlePath)
      .flatMap { try? Data(contentsOf: $0) }
      .flatMap(RGBAImage.size)
      .map { CGSize(width: $0.width, height: $0.height) }
    if size == nil {
      let found = ImageResources.url(named: name, bundlePath: bundlePath)
      Diagnostics.warnOnce(
        found.map {
          "The image \"\(name)\" (\($0.lastPathComponent)) is not a PNG or JPEG that can be read."
        }
          ?? "No image named \"\(name)\" was found in the bundles.")
    }
    sizes[key] = size
    return size
  }

  /// The natural size of encoded image data in points (one per pixel), read from the PNG
  /// or JPEG header; nil when it is neither.
  package nonisolated static func size(ofData data: Data) -> CGSize? {
    RGBAImage.size(data).map { CGSize(width: $0.width, height: $0.height) }
  }

  /// The decoded image for a source, or nil.
  package func image(for source: Image.Source) -> RGBAImage? {
    switch source {
    case .named(let name, let bundlePath):
      guard let url = ImageResources.url(named: name, bundlePath: bundlePath) else { return nil }
      return decoded(key: url.path) { try? Data(contentsOf: url) }
    case .data(let data):
      let key = Self.key(for: source)
      if images[key] == nil { rememberDataImage(key) }
      return decoded(key: key) { data }
    case .system:
      return nil
    }
  }

  /// Forgets the oldest data images (and their renditions) past the limit.
  private func rememberDataImage(_ key: String) {
    dataKeys.append(key)
    guard dataKeys.count > dataImageLimit else { return }
    let oldest = dataKeys.removeFirst()
    images[oldest] = nil
    renditions = renditions.filter { !$0.key.hasPrefix(oldest + "|") }
  }

  private func decoded(key: String, _ load: () -> Data?) -> RGBAImage? {
    if let cached = images[key] { return cached }
    let image = load().flatMap(RGBAImage.decode)
    images[key] = image
    return image
  }

  /// The image drawn in `columns` × `rows` cells, each cell two pixels tall (the upper
  /// half-block's foreground over its background), averaged from the pixels it covers and
  /// blended over `background`.
  package func halfBlocks(
    _ image: RGBAImage, key: String, columns: Int, rows: Int, background: CellStyle.RGB
  ) -> [[(top: CellStyle.RGB, bottom: CellStyle.RGB)?]] {
    let cacheKey =
      "\(key)|\(columns)x\(rows)|\(background.red),\(background.green),\(background.blue)"
    if let cached = renditions[cacheKey] { return cached }
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

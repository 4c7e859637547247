import Foundation
import TesseraCore

/// Decoded images and their natural sizes, cached by file (or by data), for every backend
/// and for layout.
@MainActor
package final class ImageStore {
  package static let shared = ImageStore()
  private var images: [String: RGBAImage?] = [:]
  private var sizes: [String: CGSize?] = [:]
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

  /// Forgets the oldest data images past the limit.
  private func rememberDataImage(_ key: String) {
    dataKeys.append(key)
    guard dataKeys.count > dataImageLimit else { return }
    let oldest = dataKeys.removeFirst()
    images[oldest] = nil
  }

  private func decoded(key: String, _ load: () -> Data?) -> RGBAImage? {
    if let cached = images[key] { return cached }
    let image = load().flatMap(RGBAImage.decode)
    images[key] = image
    return image
  }
}

extension CellMetrics {
  /// Sizes images as the shared `ImageStore` reads them: a named image or encoded data is
  /// as many points as it has pixels.
  package func sizesImagesFromTheirPixels() {
    imageSizeProvider = { name, bundle in
      MainActor.assumeIsolated { ImageStore.shared.size(named: name, bundlePath: bundle) }
    }
    imageDataSizeProvider = ImageStore.size(ofData:)
  }
}

import Foundation
import Synchronization

/// Finds the file of a named image: in the given bundle, else in the main bundle and in
/// every SwiftPM resource bundle (`*.resources`) beside the executable, so that
/// `Image("crater-lake")` finds an app's own resources without naming its bundle; then in
/// the image sets of the asset catalogs there (see `AssetCatalog`).
package enum ImageResources {
  private static let cache = Mutex<[String: URL?]>([:])
  private static let extensions = ["png", "PNG", "jpg", "jpeg", "JPG"]

  /// The file for `name`, or nil when no bundle has it.
  package static func url(named name: String, bundlePath: String?) -> URL? {
    let key = "\(bundlePath ?? "")|\(name)"
    if let cached = cache.withLock({ $0[key] }) { return cached }
    let found =
      searchDirectories(bundlePath: bundlePath).lazy.compactMap { directory in
        extensions.lazy.map { directory.appendingPathComponent("\(name).\($0)") }
          .first { FileManager.default.fileExists(atPath: $0.path) }
      }.first ?? AssetCatalog.imageURL(named: name, bundlePath: bundlePath)
    cache.withLock { $0[key] = found }
    return found
  }

  /// The folders resources are looked for in: `bundlePath`, else the main bundle's and
  /// every resource bundle's beside the executable, each with its `Images` and
  /// `Resources` subfolders.
  package static func searchDirectories(bundlePath: String?) -> [URL] {
    var roots: [URL] = []
    if let bundlePath {
      roots.append(URL(fileURLWithPath: bundlePath))
    } else {
      if let resources = Bundle.main.resourceURL { roots.append(resources) }
      let executableDirectory = Bundle.main.bundleURL
      let contents =
        (try? FileManager.default.contentsOfDirectory(
          at: executableDirectory, includingPropertiesForKeys: nil)) ?? []
      roots += contents.filter { $0.pathExtension == "resources" || $0.pathExtension == "bundle" }
        .sorted { $0.path < $1.path }
    }
    return roots.flatMap { root in
      [root, root.appendingPathComponent("Images"), root.appendingPathComponent("Resources")]
    }
  }
}

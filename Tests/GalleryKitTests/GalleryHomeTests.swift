import Foundation
import GalleryKit
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct GalleryHomeTests {
  /// A directory of its own for a test's image cache; the test removes it.
  private func cacheDirectory() -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("GalleryKitTests-\(UUID().uuidString)")
  }

  /// The Gallery in a window of `size`, its pictures loaded through a cache in
  /// `directory`.
  private func gallery(caching directory: URL, size: CGSize = CGSize(width: 640, height: 384))
    -> TestHost
  {
    let loader = ImageLoader(cache: ImageCache(directory: directory))
    let model = GalleryModel(pageSource: DemoPageSource(), retryDelay: .zero)
    return TestHost(GalleryHome(model: model).environment(\.imageLoader, loader), size: size)
  }

  @Test func everyTabShowsItsComponent() async throws {
    let directory = cacheDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let host = gallery(caching: directory)
    #expect(host.contains(text: "ThemedTabView"))

    try host.tap("Tapped 0 times")
    try host.tap("Pages")
    #expect(await host.settle(timeout: .seconds(10)) { host.contains(text: "Row 1") })
    try host.tap("Images")
    #expect(await host.settle(timeout: .seconds(10)) { host.findAll(kind: "ProgressView").isEmpty })
    let pictures = host.findAll(kind: "Image").filter { $0.description.hasSuffix("bytes)") }
    #expect(pictures.count == 3, "Sunrise, Lake and Aurora; the invalid and missing draw nothing")
    #expect(pictures.allSatisfy { $0.frame.size == CGSize(width: 96, height: 64) })
    try host.tap("Show again")
    let again = host.findAll(kind: "Image").filter { $0.description.hasSuffix("bytes)") }
    #expect(again.count == 3, "shown again from the cache at once, before any load")
    #expect(host.findAll(kind: "ProgressView").count == 1, "only the missing file loads again")
    #expect(host.contains(text: "Shown 2 times, 4 requests in all"))

    try host.tap("Tab bar")
    #expect(host.contains(text: "Tapped 1 times"), "the first tab kept its state")
  }

  @Test func aNarrowWindowWrapsThePicturesAndKeepsTheTabTitlesWhole() async throws {
    // 440 points, the default GTK window's width: the five pictures' row ran off both
    // edges, and "Images" broke into "Image" and "s" in the bar.
    let directory = cacheDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let host = gallery(caching: directory, size: CGSize(width: 440, height: 760))
    try host.tap("Images")
    let window = CGRect(x: 0, y: 0, width: 440, height: 760)
    for title in ["Sunrise", "Lake", "Aurora", "Invalid URL", "Missing"] {
      let label = try host.find(text: title)
      #expect(window.contains(label.frame), "\(title) at \(label.frame)")
    }
    for title in ["Tab bar", "Pages", "Images", "Cells", "Data"] {
      let label = try host.find(text: title)
      #expect(label.frame.height <= 16, "\(title) on one line: \(label.frame)")
    }
  }
}

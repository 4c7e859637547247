import EndToEndSupport
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `image_server.py` of the shared fixtures on a loopback port: it counts the requests it
/// serves.
final class ImageServer: Sendable {
  private let server: LoopbackServer

  init() throws { server = try LoopbackServer(script: "image_server.py") }

  /// The URL of `path` on this server.
  func url(_ path: String) -> URL { server.url(path) }

  /// A PNG of noise, `width` × `height`, different for each `name`, about 4 bytes a pixel.
  func png(_ name: String, width: Int = 8, height: Int = 8, delay: Int? = nil) -> URL {
    url((delay.map { "/slow/\($0)" } ?? "") + "/png/\(width)x\(height)/\(name).png")
  }

  /// How many requests `url` has received.
  func requests(for url: URL) async throws -> Int {
    let (data, _) = try await URLSession.shared.data(from: self.url("/count?path=\(url.path)"))
    return Int(String(decoding: data, as: UTF8.self)) ?? -1
  }

  /// How many requests the server has received in all.
  func totalRequests() async throws -> Int {
    let (data, _) = try await URLSession.shared.data(from: url("/count"))
    return Int(String(decoding: data, as: UTF8.self)) ?? -1
  }

  /// Stops the server.
  func stop() { server.stop() }
}

/// A fresh, empty directory under the system's temporary directory; the caller removes it.
func makeTemporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("TesseraComponentsTests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

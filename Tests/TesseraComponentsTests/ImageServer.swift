import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `Fixtures/image_server.py`, run with python3 on 127.0.0.1 at a port the OS chose. It
/// counts the requests it serves, exits when `stop()` closes its stdin, and by itself
/// after five minutes, so it never outlives the tests. Its stored properties are
/// constants, and the process is only started and stopped by the suite that owns it.
final class ImageServer: @unchecked Sendable {
  struct StartError: Error, CustomStringConvertible {
    let description: String
  }

  let port: Int
  private let process: Process
  private let input: Pipe

  init() throws {
    guard
      let script = Bundle.module.url(forResource: "Fixtures", withExtension: nil)?
        .appendingPathComponent("image_server.py")
    else { throw StartError(description: "the Fixtures resource is missing") }
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path]
    input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    // The port is the first line; a server that dies before printing it closes the pipe.
    var text = ""
    while !text.contains("\n") {
      let data = output.fileHandleForReading.availableData
      if data.isEmpty { break }
      text += String(decoding: data, as: UTF8.self)
    }
    guard let port = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      process.terminate()
      throw StartError(description: "the image server did not start (read \"\(text)\")")
    }
    self.port = port
  }

  /// The URL of `path` on this server.
  func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

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

  /// Stops the server, waiting at most 5 s for it to exit (never `waitUntilExit`, which
  /// can hang: see TesseraTerminalTests/Spawn.swift).
  func stop() {
    try? input.fileHandleForWriting.close()
    let deadline = Date().addingTimeInterval(5)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    if process.isRunning { process.terminate() }
  }

  deinit { if process.isRunning { process.terminate() } }
}

/// A fresh, empty directory under the system's temporary directory; the caller removes it.
func makeTemporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("TesseraComponentsTests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

import Foundation
import Synchronization

/// A test server from `Fixtures` (`sheet_server.py`, the stand-in for the sheet service;
/// `image_server.py`, for image loading) run with python3 on 127.0.0.1 at a port the OS
/// chose. It exits when `stop()` closes its stdin (or kills it), and by itself after five
/// minutes. Its stored properties are constants and only the test that owns it starts and
/// stops it, hence `@unchecked Sendable`.
public final class LoopbackServer: @unchecked Sendable {
  /// The port it listens on.
  public let port: Int
  private let process: Process
  private let input: Pipe

  /// The server did not start.
  public struct StartError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String
  }

  /// Starts the server in `script` and waits (at most 10 s) for its port.
  public init(script: String) throws {
    guard let script = FixtureFile.url(script) else {
      throw StartError(description: "the Fixtures resource is missing")
    }
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path]
    input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()

    // Read the port from the first line, waiting at most 10 s.
    let line = Mutex("")
    let done = DispatchSemaphore(value: 0)
    output.fileHandleForReading.readabilityHandler = { handle in
      let data = handle.availableData
      let finished = line.withLock { text in
        text += String(decoding: data, as: UTF8.self)
        return data.isEmpty || text.contains("\n")
      }
      if finished {
        handle.readabilityHandler = nil
        done.signal()
      }
    }
    let waited = done.wait(timeout: .now() + 10)
    let first = line.withLock { $0 }.split(separator: "\n").first.map(String.init) ?? ""
    guard waited == .success, let port = Int(first) else {
      process.terminate()
      throw StartError(description: "\(script) did not start (read \"\(first)\")")
    }
    self.port = port
  }

  /// The URL of `path` on this server.
  public func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

  /// Stops the server and waits (at most 5 s) for it to exit.
  public func stop() {
    try? input.fileHandleForWriting.close()
    let deadline = Date().addingTimeInterval(5)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    if process.isRunning {
      process.terminate()
      while process.isRunning && Date() < deadline.addingTimeInterval(2) { usleep(10_000) }
    }
  }

  deinit { if process.isRunning { process.terminate() } }
}

extension LoopbackServer {
  /// The stand-in for the sheet service (`sheet_server.py`).
  public static func sheet() throws -> LoopbackServer {
    try LoopbackServer(script: "sheet_server.py")
  }
}

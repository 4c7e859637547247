import Foundation
import Synchronization

@testable import GiftExchangeKit

/// A fresh, empty directory under the system's temporary directory; the caller removes it.
func makeTemporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("GiftExchangeKitTests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// The names of the files in `directory`, sorted.
func fileNames(in directory: URL) throws -> [String] {
  try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
}

/// The contents of a file as text.
func text(at url: URL) throws -> String {
  try String(decoding: Data(contentsOf: url), as: UTF8.self)
}

/// `count` distinct names.
func names(_ count: Int) -> [String] { (0..<count).map { "Friend \($0 + 1)" } }

/// A file in the sheet's format with these rows, in a fresh directory; the caller removes
/// the directory.
func sheetFile(_ body: String) throws -> URL {
  let url = try makeTemporaryDirectory().appendingPathComponent("sheet.json")
  try Data(body.utf8).write(to: url)
  return url
}

/// The loopback stand-in for the sheet service: `Fixtures/sheet_server.py` run with
/// python3 on 127.0.0.1 at a port the OS chose. It exits when `stop()` closes its stdin
/// (or kills it), and by itself when the test process dies.
final class SheetServer {
  let port: Int
  private let process: Process
  private let input: Pipe

  struct StartError: Error, CustomStringConvertible {
    let description: String
  }

  init() throws {
    guard let fixtures = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
      throw StartError(description: "the Fixtures resource is missing")
    }
    let script = fixtures.appendingPathComponent("sheet_server.py")
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
      throw StartError(description: "the sheet server did not start (read \"\(first)\")")
    }
    self.port = port
  }

  /// The URL of `path` on this server.
  func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

  /// Stops the server and waits (at most 5 s) for it to exit.
  func stop() {
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

/// A stand-in for the sheet client that answers from a script and counts requests.
final class ScriptedSource: NameFetching {
  private let answers: Mutex<[Result<[String], SheetError>]>
  private let calls = Mutex(0)
  private let beforeAnswer: @Sendable () async -> Void

  /// Answers with `answers` in turn, repeating the last; runs `beforeAnswer` first.
  init(
    _ answers: [Result<[String], SheetError>],
    beforeAnswer: @escaping @Sendable () async -> Void = {}
  ) {
    self.answers = Mutex(answers)
    self.beforeAnswer = beforeAnswer
  }

  /// How many requests were made.
  var requestCount: Int { calls.withLock { $0 } }

  func fetchNames(from url: URL) async throws(SheetError) -> [String] {
    calls.withLock { $0 += 1 }
    await beforeAnswer()
    let answer = answers.withLock { list in list.count > 1 ? list.removeFirst() : list[0] }
    return try answer.get()
  }
}

/// A clock the test moves by hand.
@MainActor
final class ManualClock {
  var now = Date(timeIntervalSince1970: 1_766_620_800)

  func advance(by seconds: TimeInterval) { now = now.addingTimeInterval(seconds) }
}

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

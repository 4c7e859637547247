import Foundation
import Tessera
import TesseraTesting
import Testing

/// `assertSnapshot` records a reference on the first run, passes while the screen
/// matches it, and names the rows that differ when it does not.
@MainActor
@Suite struct SnapshotTests {
  /// A test file's path in a fresh folder, so references land there.
  private let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("tessera-snapshots-\(UUID().uuidString)")
  private var testFile: String { folder.appendingPathComponent("LoginTests.swift").path }

  private struct Login: View {
    @State var name = ""
    var body: some View {
      VStack(alignment: .leading) {
        Text("Sign in").bold()
        TextField("Name", text: $name)
        Button("Continue") {}
        Link("Help", destination: URL(string: "https://example.com/help")!)
      }
    }
  }

  @Test func theFirstRunRecordsThenTheSameScreenMatches() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let host = TestHost(Login())
    let first = #expect(throws: SnapshotMismatch.self) {
      try assertSnapshot(
        of: host, as: .terminal(width: 30, height: 6), filePath: testFile, function: "login()")
    }
    #expect(first?.description.contains("No reference snapshot yet") == true)
    let reference = folder.appendingPathComponent("__Snapshots__/LoginTests/login.txt")
    let text = try String(contentsOf: reference, encoding: .utf8)
    #expect(text.hasPrefix("Screen 30×6\n┌"), "\(text)")
    #expect(text.contains("│Sign in"), "the characters, framed")
    #expect(text.contains("bold"), "the legend names the styles")
    #expect(text.contains("link https://example.com/help"))
    try assertSnapshot(
      of: host, as: .terminal(width: 30, height: 6), filePath: testFile, function: "login()")
  }

  @Test func aChangedScreenFailsWithTheRowsThatDiffer() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let host = TestHost(Login())
    _ = try? assertSnapshot(
      of: host, as: .terminal(width: 30, height: 6), filePath: testFile, function: "login()")
    try host.type("Ada", into: "Name")
    let mismatch = #expect(throws: SnapshotMismatch.self) {
      try assertSnapshot(
        of: host, as: .terminal(width: 30, height: 6), filePath: testFile, function: "login()")
    }
    let message = mismatch?.description ?? ""
    #expect(message.contains("does not match the reference"), "\(message)")
    #expect(message.contains("+ │Ada"), "the new row: \(message)")
    #expect(message.contains("- │Name"), "the old row: \(message)")
  }

  @Test func aNamedSnapshotHasAFileOfItsOwn() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let host = TestHost(Text("Hello"))
    _ = try? assertSnapshot(of: host, named: "greeting", filePath: testFile, function: "hi()")
    #expect(
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("__Snapshots__/LoginTests/hi.greeting.txt").path))
  }
}

import Foundation
import Testing

@testable import TesseraCore

/// The default `openURL` hands a URL to `xdg-open`, found on the `PATH`, and says so
/// clearly when it cannot.
@MainActor
@Suite(.serialized) struct OpenURLDesktopTests {
  private let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("tessera-open-url-\(UUID().uuidString)")

  private func install(_ script: String) throws -> URL {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let opener = folder.appendingPathComponent("xdg-open")
    try script.write(to: opener, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: opener.path)
    return opener
  }

  @Test func theOpenerIsFoundOnThePath() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let opener = try install("#!/bin/sh\nexit 0\n")
    let path = "/nonexistent:\(folder.path)"
    #expect(OpenURLAction.desktopOpener(in: ["PATH": path])?.path == opener.path)
    #expect(OpenURLAction.desktopOpener(in: ["PATH": "/nonexistent"]) == nil)
  }

  @Test func withoutAnOpenerTheWarningSaysWhatToInstall() {
    OpenURLAction.openWithDesktop(
      URL(string: "https://example.org/none")!, environment: ["PATH": "/nonexistent"])
    #expect(
      Diagnostics.messages.contains {
        $0.hasPrefix("Cannot open https://example.org/none: xdg-open is not on the PATH")
      })
  }

  @Test func anOpenerThatFailsIsReportedWithItsStatus() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let marker = folder.appendingPathComponent("opened")
    _ = try install("#!/bin/sh\necho \"$1\" > '\(marker.path)'\nexit 3\n")
    OpenURLAction.openWithDesktop(
      URL(string: "https://example.org/fails")!, environment: ["PATH": folder.path])
    let reported = await waitUntil {
      Diagnostics.messages.contains {
        $0 == "Cannot open https://example.org/fails: xdg-open failed (status 3; is there a "
          + "desktop or a browser?)."
      }
    }
    #expect(reported)
    let opened = try String(contentsOf: marker, encoding: .utf8)
    #expect(opened == "https://example.org/fails\n", "the opener was given the URL")
  }

  /// Waits (up to ten seconds) for `condition`, which another thread makes true.
  private func waitUntil(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<1_000 {
      if condition() { return true }
      try? await Task.sleep(for: .milliseconds(10))
    }
    return condition()
  }
}

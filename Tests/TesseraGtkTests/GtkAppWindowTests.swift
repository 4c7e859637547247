#if GTK
  import Foundation
  import EndToEndSupport
  import Testing

  @testable import TesseraTerminal

  /// Landmarks and Gift Exchange as GTK windows on a private Xvfb display: each opens its
  /// main screen (read back from `TESSERA_GTK_DUMP`) and draws it (a screenshot from
  /// `TESSERA_GTK_SCREENSHOT` with many colours, not a blank window).
  @Suite(.serialized, .enabled(if: XvfbServer.isAvailable, "needs Xvfb and xdotool"))
  struct GtkAppWindowTests {
    @Test(
      .enabled(if: BuiltExecutable.path("Landmarks") != nil, "needs the built Landmarks"))
    func landmarksOpensItsFeaturedScreen() async throws {
      let shown = try await open("Landmarks", showing: [#"GtkLabel "Featured""#, "Lakes"])
      #expect(shown.matched)
      #expect(shown.colors > 20, "drawn, not blank (\(shown.colors) colours)")
    }

    @Test(
      .enabled(if: BuiltExecutable.path("GiftExchange") != nil, "needs the built GiftExchange")
    )
    func giftExchangeOpensItsFriendsScreen() async throws {
      let shown = try await open(
        "GiftExchange", showing: [#"GtkLabel "Friends""#, "Maren Holloway", "audio unavailable"])
      #expect(shown.matched)
      #expect(shown.colors > 20, "drawn, not blank (\(shown.colors) colours)")
    }

    /// Starts the app's window, waits (at most 30 s) until its widget list has every text
    /// of `texts` and a screenshot exists, and returns whether the texts showed and how
    /// many colours the screenshot has.
    private func open(_ app: String, showing texts: [String]) async throws -> (
      matched: Bool, colors: Int
    ) {
      let server = try XvfbServer.start()
      defer { server.stop() }
      let scratch = FileManager.default.temporaryDirectory
        .appendingPathComponent("tessera-gtk-\(app)-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: scratch) }
      let dump = scratch.appendingPathComponent("widgets.txt").path
      let picture = scratch.appendingPathComponent("window.png").path
      let pid = try Spawn.start(
        BuiltExecutable.path(app)!, ["--backend", "gtk"],
        environment: [
          "DISPLAY": server.display, "GTK_A11Y": "none", "GSETTINGS_BACKEND": "memory",
          "TESSERA_GTK_DUMP": dump, "TESSERA_GTK_SCREENSHOT": picture,
          "TESSERA_GTK_SIZE": "480x720", "XDG_DATA_HOME": scratch.path,
          "XDG_CACHE_HOME": scratch.path, "HOME": scratch.path,
        ])
      defer { _ = Spawn.terminate(pid) }
      var matched = false
      var colors = 0
      let deadline = Date().addingTimeInterval(30)
      while Date() < deadline, !(matched && colors > 20) {
        let widgets = (try? String(contentsOfFile: dump, encoding: .utf8)) ?? ""
        matched = texts.allSatisfy(widgets.contains)
        if let data = FileManager.default.contents(atPath: picture),
          let image = RGBAImage.decode(data)
        {
          colors =
            Set(
              stride(from: 0, to: image.pixels.count, by: 4).map { index in
                image.pixels[index..<index + 3].reduce(0) { $0 << 8 | Int($1) }
              }
            ).count
        }
        try await Task.sleep(for: .milliseconds(100))
      }
      return (matched, colors)
    }
  }
#endif

#if GTK
  import Foundation
  import EndToEndSupport
  import Testing

  /// The real Catalog executable with `--backend gtk` on a private Xvfb display: the app
  /// path (`App.main()`, GTK's loop, the dispatch main queue run from GLib) answers the
  /// keyboard, and what its window shows is read from the list it writes to
  /// `TESSERA_GTK_DUMP`.
  @Suite(
    .serialized,
    .enabled(
      if: XvfbServer.isAvailable && BuiltExecutable.path("Catalog") != nil,
      "needs Xvfb, xdotool and the built Catalog"))
  struct GtkAppTests {
    @Test func catalogOpensAWindowAndAnswersTheKeyboard() throws {
      let server = try XvfbServer.start()
      defer { server.stop() }
      let dump = FileManager.default.temporaryDirectory
        .appendingPathComponent("tessera-gtk-catalog-\(getpid()).txt").path
      try? FileManager.default.removeItem(atPath: dump)
      let app = try Spawn.start(
        BuiltExecutable.path("Catalog")!, ["--backend", "gtk"],
        environment: [
          "DISPLAY": server.display, "GTK_A11Y": "none", "GSETTINGS_BACKEND": "memory",
          "TESSERA_GTK_DUMP": dump,
        ])
      var stopped = false
      defer { if !stopped { Spawn.terminate(app) } }

      #expect(wait(for: #"GtkLabel "Tapped 0 times""#, in: dump), "the window shows")
      let window =
        try server.xdotool(["search", "--sync", "--onlyvisible", "--name", "^Catalog$"])
        .split(separator: "\n").first.map(String.init) ?? ""
      // Tab moves the focus to the "Tap me" button: the first control, unless GTK gave
      // the window an initial focus, which depends on whether the first layout came
      // before it was shown. Space presses it. The update that follows only runs if the
      // main queue is pumped from GLib.
      try server.xdotool(["windowfocus", "--sync", window])
      var tabs = 0
      // The focus can still move while the window settles (it once rested on the tab
      // bar after the button had shown as focused): look again once the dump is quiet.
      for _ in 0..<3 {
        while tabs < 8, !buttonLabelled("Tap me", isFocusedIn: dump) {
          let before = shown(dump)
          try server.xdotool(["key", "Tab"])
          tabs += 1
          // The focus moving rewrites the dump.
          let deadline = Date().addingTimeInterval(5)
          while shown(dump) == before, Date() < deadline { usleep(20_000) }
        }
        waitUntilQuiet(dump)
        if buttonLabelled("Tap me", isFocusedIn: dump) { break }
      }
      #expect(buttonLabelled("Tap me", isFocusedIn: dump), "Tab reaches the button: \(shown(dump))")
      try server.xdotool(["key", "space"])
      #expect(
        wait(for: #"GtkLabel "Tapped 1 times""#, in: dump),
        "the button's action ran: \(shown(dump))")

      stopped = true
      #expect(Spawn.terminate(app) == 143, "SIGTERM quits the app with 128 + 15")
    }

    /// The app is a GTK application: its window has the executable's `WM_CLASS`, and
    /// Ctrl+Q quits it.
    @Test func catalogIsAnApplicationThatCtrlQQuits() throws {
      let server = try XvfbServer.start()
      defer { server.stop() }
      let app = try Spawn.start(
        BuiltExecutable.path("Catalog")!, ["--backend", "gtk"],
        environment: [
          "DISPLAY": server.display, "GTK_A11Y": "none", "GSETTINGS_BACKEND": "memory",
        ])
      var exited = false
      defer { if !exited { Spawn.terminate(app) } }
      let window =
        try server.xdotool(["search", "--sync", "--onlyvisible", "--class", "^Catalog$"])
        .split(separator: "\n").first.map(String.init) ?? ""
      #expect(!window.isEmpty, "a window whose WM_CLASS is the executable's name")
      try server.xdotool(["windowfocus", "--sync", window])
      try server.xdotool(["key", "ctrl+q"])
      let status = Spawn.waitForExit(app, timeout: 10)
      exited = status != nil
      #expect(status == 0, "Ctrl+Q quits with status 0")
    }

    /// Whether the button labelled `label` has the keyboard focus. The dump lists a
    /// button and its label as two widgets at the same place (`@x,y`), and says
    /// `focused` before the place.
    private func buttonLabelled(_ label: String, isFocusedIn path: String) -> Bool {
      let lines = shown(path).split(separator: "\n")
      guard let labelLine = lines.first(where: { $0.hasPrefix("GtkLabel \"\(label)\" @") }),
        let place = labelLine.split(separator: " ").first(where: { $0.hasPrefix("@") })
      else { return false }
      return lines.contains {
        $0.hasPrefix("GtkButton focused \(place) ")
      }
    }

    /// Polls the dump until it has stayed the same for half a second (for at most three
    /// seconds).
    private func waitUntilQuiet(_ path: String) {
      let deadline = Date().addingTimeInterval(3)
      var last = shown(path)
      var since = Date()
      while Date() < deadline, Date().timeIntervalSince(since) < 0.5 {
        usleep(20_000)
        let now = shown(path)
        if now != last {
          last = now
          since = Date()
        }
      }
    }

    /// What the dump says the window shows now.
    private func shown(_ path: String) -> String {
      (try? String(contentsOfFile: path, encoding: .utf8)) ?? "(no dump)"
    }

    /// Polls the dump file until it has a line containing `text`, for up to twenty
    /// seconds (the first start of a debug build is slow).
    private func wait(for text: String, in path: String) -> Bool {
      let deadline = Date().addingTimeInterval(20)
      while Date() < deadline {
        if let contents = try? String(contentsOfFile: path, encoding: .utf8),
          contents.contains(text)
        {
          return true
        }
        usleep(20_000)
      }
      return false
    }
  }
#endif

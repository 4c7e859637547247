#if GTK
  import Foundation
  import EndToEndSupport
  import TesseraImages
  import Testing

  @testable import TesseraTerminal

  /// A Tessera app running in a GTK window on an Xvfb display, read through its widget
  /// dump and clicked with xdotool.
  final class AppWindow {
    let server: XvfbServer
    let pid: pid_t
    let scratch: URL
    let dump: String
    /// A picture of the window, taken after each frame when asked for.
    let screenshot: String

    /// Starts `app` in a window `size` big ("480x720": a compact width, under 600).
    /// With `screenshots`, a picture of the window is taken after each frame (for
    /// ``color(of:)``); `arguments` follow `--backend gtk` on its command line.
    init(
      app: String, server: XvfbServer, size: String = "480x720", screenshots: Bool = false,
      arguments: [String] = []
    ) throws {
      self.server = server
      scratch = FileManager.default.temporaryDirectory
        .appendingPathComponent("tessera-gtk-\(app)-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
      dump = scratch.appendingPathComponent("widgets.txt").path
      screenshot = scratch.appendingPathComponent("window.png").path
      var environment = [
        "DISPLAY": server.display, "GTK_A11Y": "none", "GSETTINGS_BACKEND": "memory",
        "TESSERA_GTK_DUMP": dump, "TESSERA_GTK_SIZE": size,
        "XDG_DATA_HOME": scratch.path, "XDG_CACHE_HOME": scratch.path, "HOME": scratch.path,
      ]
      if screenshots { environment["TESSERA_GTK_SCREENSHOT"] = screenshot }
      pid = try Spawn.start(
        BuiltExecutable.path(app)!, ["--backend", "gtk"] + arguments, environment: environment)
    }

    /// The widget list as last written.
    var widgets: String { (try? String(contentsOfFile: dump, encoding: .utf8)) ?? "" }

    /// Whether the app said, in the widget list `widgets`, that something animates.
    static func isAnimating(_ widgets: String) -> Bool { widgets.hasPrefix("animating\n") }

    /// Waits (at most 30 s) until the widget list has a line containing `text`.
    func waitFor(_ text: String) async throws -> Bool {
      try await waitUntil { $0.contains(text) }
    }

    /// Waits (at most `timeout` seconds) until `condition` holds for the widget list.
    func waitUntil(timeout: Double = 30, _ condition: (String) -> Bool) async throws -> Bool {
      let deadline = Date().addingTimeInterval(timeout)
      while Date() < deadline {
        if condition(widgets) { return true }
        try await Task.sleep(for: .milliseconds(100))
      }
      return condition(widgets)
    }

    /// Clicks the middle of the first widget whose line contains `text` with mouse
    /// `button` (1 the primary, 3 the secondary), once GTK has
    /// placed it (the list is written again after GTK's allocation), in the window it is
    /// in (a sheet's and an alert's are their own).
    func click(_ text: String, button: Int = 1, action: [String]? = nil) async throws {
      let place = #/@(-?\d+),(-?\d+) in (\d+)$/#
      func placed(_ widgets: String) -> (x: Substring, y: Substring, window: Substring)? {
        for line in widgets.split(separator: "\n") where line.contains(text) {
          guard let match = line.firstMatch(of: place),
            match.output.1 != "0" || match.output.2 != "0"
          else { continue }
          return (match.output.1, match.output.2, match.output.3)
        }
        return nil
      }
      // Shown, and where it stays: a pushed page slides in, and a click mid-way would
      // miss. The app says when nothing animates any more (under load, a slide can
      // pause longer than the three still looks that follow).
      #expect(
        try await waitUntil { placed($0) != nil && !Self.isAnimating($0) },
        "\(text) shows, and nothing moves")
      var at = placed(widgets)
      var still = 0
      for _ in 0..<60 where still < 3 {
        try await Task.sleep(for: .milliseconds(100))
        let now = placed(widgets)
        still = now?.x == at?.x && now?.y == at?.y ? still + 1 : 0
        at = now
      }
      guard let at else { return }
      _ = try server.xdotool([
        "mousemove", "--window", String(at.window), String(at.x), String(at.y),
      ])
      _ = try server.xdotool(action ?? ["click", String(button)])
    }

    /// The commonest colour of the window's last screenshot in a small box around the
    /// middle of the first widget whose line contains `text` (a button's fill, rather than
    /// its label's letters).
    func color(of text: String) -> RGB? {
      guard
        let line = widgets.split(separator: "\n").first(where: { $0.contains(text) }),
        let match = line.firstMatch(of: #/@(-?\d+),(-?\d+) in/#),
        let x = Int(match.output.1), let y = Int(match.output.2),
        let data = FileManager.default.contents(atPath: screenshot),
        let image = RGBAImage.decode(data),
        (10..<image.width - 10).contains(x), (3..<image.height - 3).contains(y)
      else { return nil }
      var counts: [RGB: Int] = [:]
      for px in x - 10...x + 10 {
        for py in y - 3...y + 3 {
          counts[image.pixel(x: px, y: py).rgb, default: 0] += 1
        }
      }
      return counts.max { $0.value < $1.value }?.key
    }

    /// Waits (at most 30 s) until no screenshot has been taken for 1.5 s.
    func waitUntilScreenshotsStop() async throws {
      let deadline = Date().addingTimeInterval(30)
      while Date() < deadline {
        let taken =
          (try? FileManager.default.attributesOfItem(atPath: screenshot)[.modificationDate])
          as? Date
        if let taken, Date().timeIntervalSince(taken) > 1.5 { return }
        try await Task.sleep(for: .milliseconds(100))
      }
    }

    /// Drags the mouse leftwards across the widget whose line contains `text`, once it has
    /// settled: the swipe that opens a list row's trailing actions.
    func swipeLeft(across text: String) async throws {
      let row = try #require(try await settledPlace(of: text))
      let id = try #require(windowID(of: text))
      _ = try server.xdotool([
        "mousemove", "--window", id, "\(row.x + 30)", "\(row.y)", "mousedown", "1",
        "mousemove", "--window", id, "\(row.x + 10)", "\(row.y)",
        "mousemove", "--window", id, "\(row.x - 20)", "\(row.y)", "mouseup", "1",
      ])
    }

    /// Where the middle of the first widget whose line contains `text` is, in its
    /// window.
    func place(of text: String) -> (x: Int, y: Int)? {
      let line = widgets.split(separator: "\n").first { $0.contains(text) }
      guard let match = line?.firstMatch(of: #/@(-?\d+),(-?\d+) in/#),
        let x = Int(match.output.1), let y = Int(match.output.2)
      else { return nil }
      return (x, y)
    }

    /// Where the first widget whose line contains `text` stays (the same place for three
    /// looks), once nothing animates (a page sliding in has stopped).
    func settledPlace(of text: String) async throws -> (x: Int, y: Int)? {
      _ = try await waitUntil { !Self.isAnimating($0) }
      var at = place(of: text)
      var still = 0
      for _ in 0..<60 where still < 3 {
        try await Task.sleep(for: .milliseconds(100))
        let now = place(of: text)
        still = now != nil && now?.x == at?.x && now?.y == at?.y ? still + 1 : 0
        at = now
      }
      return at
    }

    /// The X11 id of the window that shows the first widget whose line contains `text`.
    func windowID(of text: String) -> String? {
      let line = widgets.split(separator: "\n").first { $0.contains(text) }
      return line?.firstMatch(of: #/ in (\d+)$/#).map { String($0.output.1) }
    }

    func close() {
      _ = Spawn.terminate(pid)
      try? FileManager.default.removeItem(at: scratch)
    }
  }
#endif

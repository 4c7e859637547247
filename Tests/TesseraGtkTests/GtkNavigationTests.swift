#if GTK
  import Foundation
  import EndToEndSupport
  import Testing

  /// The Catalog's navigation, search and refresh in a GTK window on a private Xvfb
  /// display, used with the mouse and keys as a desktop user would.
  @Suite(.serialized, .enabled(if: XvfbServer.isAvailable, "needs Xvfb and xdotool"))
  struct GtkNavigationTests {
    /// A `searchable` field is GTK's own search entry: its suggestions fill it, Return
    /// submits the search, Escape empties it, and F5 refreshes with a spinner meanwhile.
    @Test(.enabled(if: BuiltExecutable.path("Catalog") != nil, "needs the built Catalog"))
    func catalogSearchIsAGtkSearchEntryAndF5Refreshes() async throws {
      try await withCatalog { server, window in
        try await window.click(#"GtkLabel "More""#)
        try await window.click(#"GtkLabel "Sharing""#)
        let field = #"GtkSearchEntry """#
        #expect(try await window.waitFor(field))
        // The suggestions show while the field has the focus (the recipe's row says "Stew"
        // too); one fills it.
        #expect(stews(in: window.widgets) == 1)
        try await window.click(field)
        #expect(try await window.waitUntil { stews(in: $0) == 2 })
        try await window.click(#"GtkLabel "Stew""#)
        #expect(try await window.waitFor(#"GtkSearchEntry "Stew""#))
        _ = try server.xdotool(["key", "Return"])
        #expect(try await window.waitFor(#"GtkLabel "Searched for Stew""#))
        _ = try server.xdotool(["key", "Escape"])
        #expect(try await window.waitFor(field), "Escape empties the field")
        // F5 runs the refresh; its spinner shows until the action returns.
        _ = try server.xdotool(["key", "F5"])
        #expect(try await window.waitFor("GtkSpinner"))
        #expect(try await window.waitFor(#"GtkLabel "Refreshed 1 times""#))
        #expect(try await window.waitUntil { !$0.contains("GtkSpinner") })
      }
    }

    /// The Mail page's split view stands in three columns in a regular-width window:
    /// choosing a mailbox shows its messages in the next column and a message in the
    /// detail, and dragging a divider, as a pane's handle, widens the sidebar.
    @Test(.enabled(if: BuiltExecutable.path("Catalog") != nil, "needs the built Catalog"))
    func catalogSplitViewColumnsFollowTheSidebarAndTheDividerDrags() async throws {
      try await withCatalog { server, window in
        try await window.click(#"GtkLabel "More""#)
        try await window.click(#"GtkLabel "Mail (split view)""#)
        let prompt = #"GtkLabel "Choose a mailbox""#
        #expect(try await window.waitFor(prompt))
        #expect(window.widgets.contains(#"GtkLabel "Mailboxes""#), "the sidebar beside it")
        let before = try #require(try await window.settledPlace(of: prompt))
        // The sidebar is 30% of the window: its divider stands at x 192.
        let id = try #require(window.windowID(of: prompt))
        for action in [
          ["mousemove", "--window", id, "192", "400"], ["mousedown", "1"],
          ["mousemove", "--window", id, "242", "400"], ["mousemove", "--window", id, "292", "400"],
          ["mouseup", "1"],
        ] {
          _ = try server.xdotool(action)
          try await Task.sleep(for: .milliseconds(100))
        }
        #expect(
          try await window.waitUntil { _ in window.place(of: prompt).map { $0.x - before.x } == 100
          },
          "the content column moves 100 points right")
        try await window.click(#"GtkLabel "Drafts""#)
        #expect(try await window.waitFor(#"GtkLabel "No messages in Drafts""#))
        try await window.click(#"GtkLabel "Sent""#)
        try await window.click(#"GtkLabel "Meet at the car park""#)
        #expect(try await window.waitUntil { $0.components(separatedBy: "car park").count == 3 })
        try await window.click(#"GtkLabel "Detail only""#)
        #expect(try await window.waitUntil { !$0.contains(#"GtkLabel "Mailboxes""#) })
      }
    }

    /// Links by value push into the path, a button pushes in code, and the pushed page's
    /// principal item stands in the header bar while the status item sits in a bar along
    /// the bottom of the Trails page.
    @Test(.enabled(if: BuiltExecutable.path("Catalog") != nil, "needs the built Catalog"))
    func catalogValueLinksPushWithTheirBarItems() async throws {
      try await withCatalog { server, window in
        try await window.click(#"GtkLabel "Navigation""#)
        let status = #"GtkLabel "3 trails, 16.4 km""#
        #expect(try await window.waitFor(status))
        let tabBar = try #require(try await window.settledPlace(of: #"GtkLabel "Navigation""#))
        let statusPlace = try #require(window.place(of: status))
        #expect(statusPlace.y > 600 && statusPlace.y < tabBar.y, "just above the tab bar")
        try await window.click(#"GtkLabel "Ridge Loop""#)
        #expect(try await window.waitFor(#"GtkLabel "4.5 km""#))
        // The principal item (the name beside a map symbol) in the bar, in the title's place:
        // a "Ridge Loop" label along the top, near the middle.
        #expect(
          try await window.waitUntil { widgets in
            widgets.split(separator: "\n").contains { line in
              guard line.contains(#"GtkLabel "Ridge Loop" @"#),
                let match = line.firstMatch(of: #/@(\d+),(\d+) in/#),
                let x = Int(match.output.1), let y = Int(match.output.2)
              else { return false }
              return y < 40 && abs(x - 320) < 80
            }
          }, "centred in the bar")
        try await window.click(#"GtkLabel "Back to the start""#)
        try await window.click(#"GtkLabel "Straight to the summit""#)
        #expect(try await window.waitFor(#"GtkLabel "9.8 km""#), "pushed in code")
      }
    }

    /// A confirmation dialog offers its choices in a window of its own; a choice answers.
    /// A sheet with text typed in it refuses Escape (`interactiveDismissDisabled`), and
    /// its Save button, in the sheet's bar, closes it.
    @Test(.enabled(if: BuiltExecutable.path("Catalog") != nil, "needs the built Catalog"))
    func catalogDialogAnswersAndAnEditedSheetKeepsItsText() async throws {
      try await withCatalog { server, window in
        try await window.click(#"GtkLabel "Modals""#)
        try await window.click(#"GtkLabel "Choose a route""#)
        #expect(try await window.waitFor(#"GtkLabel "Which route?""#))
        try await window.click(#"GtkLabel "Valley""#)
        #expect(try await window.waitFor(#"GtkLabel "Answer: valley""#))
        try await window.click(#"GtkLabel "Plan a trip""#)
        #expect(try await window.waitFor(#"GtkLabel "Esc closes this sheet""#))
        try await window.click(#"GtkEntry """#)
        _ = try server.xdotool(["type", "Coast"])
        #expect(try await window.waitFor(#"GtkLabel "Cancel or Save to close it""#))
        _ = try server.xdotool(["key", "Escape"])
        try await Task.sleep(for: .milliseconds(500))
        #expect(window.widgets.contains(#"GtkEntry "Coast""#), "Escape keeps the sheet")
        try await window.click(#"GtkLabel "Save""#)
        #expect(try await window.waitFor(#"GtkLabel "Answer: trip to Coast""#))
        #expect(try await window.waitUntil { !$0.contains("GtkEntry") }, "the sheet closed")
      }
    }

    /// The Reader page hides the navigation bar and the tab bar while it reads; going
    /// back shows both again.
    @Test(.enabled(if: BuiltExecutable.path("Catalog") != nil, "needs the built Catalog"))
    func catalogReaderHidesBothBarsUntilShownAgain() async throws {
      try await withCatalog { server, window in
        try await window.click(#"GtkLabel "More""#)
        try await window.click(#"GtkLabel "Reader (hides the bar)""#)
        #expect(try await window.waitFor(#"GtkLabel "Bookmark""#))
        try await window.click(#"GtkLabel "Hide the bar""#)
        #expect(try await window.waitFor(#"GtkLabel "Show the bar""#))
        #expect(
          try await window.waitUntil {
            !$0.contains(#"GtkLabel "Bookmark""#) && !$0.contains(#"GtkLabel "Gestures""#)
          }, "neither the header bar's items nor the tab bar show")
        try await window.click(#"GtkLabel "Show the bar""#)
        #expect(try await window.waitFor(#"GtkLabel "Gestures""#))
        #expect(window.widgets.contains(#"GtkLabel "Bookmark""#))
      }
    }

    /// Each window has its own scene phase: opening the notes window makes it the active
    /// one, and the main window inactive.
    @Test(.enabled(if: BuiltExecutable.path("Catalog") != nil, "needs the built Catalog"))
    func catalogScenePhaseFollowsWhichWindowIsActive() async throws {
      try await withCatalog { server, window in
        // A window manager gives a new window the focus, as on a desktop.
        server.startWindowManager()
        try await window.click(#"GtkLabel "Modals""#)
        #expect(try await window.waitFor(#"GtkLabel "This window is active""#))
        try await window.click(#"GtkLabel "Open notes window""#)
        // Without a window manager, X gives a new window the focus only sometimes: it is
        // given the focus, as a window manager gives it to the window a user clicks.
        #expect(try await window.waitFor(#"GtkLabel "Nothing noted""#))
        // Asked again until it holds, with the window's id read again each time: a window
        // that is still being mapped can lose the focus it was given to the window under
        // it, or be shown in a new X window.
        let active = #"GtkLabel "The notes window is active""#
        var isActive = false
        for attempt in 0..<6 where !isActive {
          // From the second time, the focus goes to the main window first: X sends no
          // focus event to a window that has the focus already.
          if attempt > 0, let main = window.windowID(of: #"GtkLabel "This window is"#) {
            _ = try? server.xdotool(["windowfocus", "--sync", main])
          }
          if let notes = window.windowID(of: #"GtkLabel "Nothing noted""#) {
            _ = try? server.xdotool(["windowfocus", "--sync", notes])
          }
          isActive = try await window.waitUntil(timeout: 5) { $0.contains(active) }
        }
        #expect(
          isActive,
          "the notes window took the focus: \(window.widgets.split(separator: "\n").filter { $0.contains("active") || $0.contains("noted") })"
        )
        #expect(try await window.waitFor(#"GtkLabel "This window is inactive""#))
      }
    }

    /// A URL on the command line opens its trail through `onOpenURL` before the first
    /// frame; an alert shows the trail it presents, and one the error it reports.
    @Test(.enabled(if: BuiltExecutable.path("Catalog") != nil, "needs the built Catalog"))
    func catalogDeepLinkAndAlertsThatPresentData() async throws {
      try await withCatalog(arguments: ["catalog://trail/3"]) { server, window in
        #expect(try await window.waitFor(#"GtkLabel "9.8 km""#), "the Summit Path page")
        try await window.click(#"GtkLabel "Modals""#)
        try await window.click(#"GtkLabel "Check a trail""#)
        #expect(try await window.waitFor(#"GtkLabel "Summit Path is 9.8 km long.""#))
        try await window.click(#"GtkLabel "OK""#)
        #expect(try await window.waitUntil { !$0.contains("km long") })
        try await window.click(#"GtkLabel "Save the map offline""#)
        #expect(try await window.waitFor(#"GtkLabel "The map could not be saved""#))
        #expect(window.widgets.contains(#"GtkLabel "Free some space and try again.""#))
      }
    }

    /// Runs `body` with the Catalog in a window of regular width (640 × 720) on a
    /// display of its own, started with `arguments`.
    private func withCatalog(
      arguments: [String] = [], _ body: (XvfbServer, AppWindow) async throws -> Void
    ) async throws {
      let server = try XvfbServer.start(height: 1000)
      defer { server.stop() }
      let window = try AppWindow(
        app: "Catalog", server: server, size: "640x900", arguments: arguments)
      defer { window.close() }
      try await body(server, window)
    }

    /// How many labels say "Stew".
    private func stews(in widgets: String) -> Int {
      widgets.components(separatedBy: #"GtkLabel "Stew""#).count - 1
    }
  }
#endif

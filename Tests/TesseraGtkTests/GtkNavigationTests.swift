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
      let server = try XvfbServer.start()
      defer { server.stop() }
      let window = try AppWindow(app: "Catalog", server: server, size: "640x720")
      defer { window.close() }
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

    /// The Mail page's split view stands in three columns in a regular-width window:
    /// choosing a mailbox shows its messages in the next column and a message in the
    /// detail, and dragging a divider, as a pane's handle, widens the sidebar.
    @Test(.enabled(if: BuiltExecutable.path("Catalog") != nil, "needs the built Catalog"))
    func catalogSplitViewColumnsFollowTheSidebarAndTheDividerDrags() async throws {
      let server = try XvfbServer.start()
      defer { server.stop() }
      let window = try AppWindow(app: "Catalog", server: server, size: "640x720")
      defer { window.close() }
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
        try await window.waitUntil { _ in window.place(of: prompt).map { $0.x - before.x } == 100 },
        "the content column moves 100 points right")
      try await window.click(#"GtkLabel "Drafts""#)
      #expect(try await window.waitFor(#"GtkLabel "No messages in Drafts""#))
      try await window.click(#"GtkLabel "Sent""#)
      try await window.click(#"GtkLabel "Meet at the car park""#)
      #expect(try await window.waitUntil { $0.components(separatedBy: "car park").count == 3 })
      try await window.click(#"GtkLabel "Detail only""#)
      #expect(try await window.waitUntil { !$0.contains(#"GtkLabel "Mailboxes""#) })
    }

    /// How many labels say "Stew".
    private func stews(in widgets: String) -> Int {
      widgets.components(separatedBy: #"GtkLabel "Stew""#).count - 1
    }
  }
#endif

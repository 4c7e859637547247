#if GTK
  import Foundation
  import EndToEndSupport
  import TesseraImages
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

    @Test(
      .enabled(if: BuiltExecutable.path("Landmarks") != nil, "needs the built Landmarks"))
    func landmarksListTogglesAndNavigatesWithTheMouse() async throws {
      let server = try XvfbServer.start()
      defer { server.stop() }
      let window = try AppWindow(app: "Landmarks", server: server)
      defer { window.close() }
      try await window.click(#"GtkLabel "List""#)
      #expect(try await window.waitFor(#"GtkSwitch off"#), "Favorites only, off")
      #expect(try await window.waitFor(#"GtkLabel "Jenny Lake""#))
      try await window.click("GtkSwitch off")
      #expect(try await window.waitFor("GtkSwitch on"))
      #expect(
        try await window.waitUntil { !$0.contains(#"GtkLabel "Jenny Lake""#) }, "not a favourite")
      try await window.click(#"GtkLabel "Crater Lake""#)
      #expect(try await window.waitFor(#"GtkLabel "About Crater Lake""#), "the detail page")
    }

    /// The Catalog's animation page: Move slides the capsule across, drawn frame by frame
    /// on the window's frame clock, through places between its start and its end.
    @Test(.enabled(if: BuiltExecutable.path("Catalog") != nil, "needs the built Catalog"))
    func catalogAnimationMovesThroughFramesBetween() async throws {
      let server = try XvfbServer.start()
      defer { server.stop() }
      let window = try AppWindow(app: "Catalog", server: server)
      defer { window.close() }
      func goX(_ widgets: String) -> Int? {
        let line = widgets.split(separator: "\n").first { $0.contains(#"GtkLabel "Go" @"#) }
        return line?.firstMatch(of: #/@(-?\d+),/#).flatMap { Int($0.output.1) }
      }
      try await window.click(#"GtkLabel "More""#)
      try await window.click(#"GtkLabel "Animation""#)
      #expect(try await window.waitUntil { (goX($0) ?? 0) > 0 }, "the page shows")
      // Once the page has slid in: the same place for half a second.
      var start = try #require(goX(window.widgets))
      var still = 0
      for _ in 0..<100 where still < 5 {
        try await Task.sleep(for: .milliseconds(100))
        let now = goX(window.widgets)
        still = now == start ? still + 1 : 0
        start = now ?? start
      }
      try await window.click(#"GtkLabel "Move""#)
      var seen: Set<Int> = []
      let deadline = Date().addingTimeInterval(20)
      while Date() < deadline {
        if let x = goX(window.widgets) { seen.insert(x) }
        if let x = seen.max(), x > start + 200, goX(window.widgets) == x,
          seen.count > 1, window.widgets.contains(#"GtkLabel "Move back""#)
        {
          // At the far side for two looks in a row: the animation is over.
          try await Task.sleep(for: .milliseconds(300))
          if goX(window.widgets) == x { break }
        }
        try await Task.sleep(for: .milliseconds(20))
      }
      let end = try #require(seen.max())
      #expect(end > start + 200, "it ends at the far side: \(start) → \(end)")
      let between = seen.filter { $0 > start && $0 < end }
      #expect(between.count >= 3, "drawn part of the way: \(seen.sorted())")
    }

    /// A row of cards scrolls sideways with Shift and the wheel, and Tab reaches the card
    /// off its right edge (Lake Tahoe, the fourth lake), which scrolls in.
    @Test(
      .enabled(if: BuiltExecutable.path("Landmarks") != nil, "needs the built Landmarks"))
    func landmarksRowsScrollSidewaysWithShiftWheelAndTab() async throws {
      let server = try XvfbServer.start()
      defer { server.stop() }
      let window = try AppWindow(app: "Landmarks", server: server)
      defer { window.close() }
      func place(of name: String) -> (x: Int, y: Int)? {
        window.place(of: "GtkLabel \"\(name)\" @")
      }
      // Placed: the list is written once before GTK allocates (everything at 0,0).
      #expect(try await window.waitUntil { _ in (place(of: "Jenny Lake")?.x ?? 0) > 0 })
      let jenny = try #require(place(of: "Jenny Lake"))
      let lakes = place(of: "Lakes")
      let id = try #require(window.windowID(of: "Jenny Lake"))
      // Over the row's pictures, above the names.
      try server.xdotool(["mousemove", "--window", id, "\(jenny.x)", "\(jenny.y - 60)"])
      try server.xdotool(["keydown", "shift", "click", "5", "click", "5", "keyup", "shift"])
      #expect(
        try await window.waitUntil { _ in (place(of: "Jenny Lake")?.x ?? .max) < jenny.x },
        "Shift and the wheel scroll the row sideways")
      #expect(place(of: "Lakes")?.y == lakes?.y, "the page stays")
      try server.xdotool(["windowfocus", "--sync", id])
      var tahoeShows = false
      for _ in 0..<16 where !tahoeShows {
        try server.xdotool(["key", "Tab"])
        tahoeShows = try await window.waitUntil(timeout: 2) { _ in
          (place(of: "Lake Tahoe")?.x ?? .max) < 480 - 40
        }
      }
      #expect(tahoeShows, "Tab reaches the fourth lake, which scrolls in")
    }

    /// The More controls page in a GTK window: the secure field is GTK's password entry, a
    /// name copied from its entry comes back through the display's clipboard by the paste
    /// button, a click gives a `focusable` view the focus and its `onKeyPress` the arrows,
    /// and a drag leftwards across a chore is its swipe, whose actions drop down as a menu.
    @Test(.enabled(if: BuiltExecutable.path("Catalog") != nil, "needs the built Catalog"))
    func catalogMoreControlsInAGtkWindow() async throws {
      let server = try XvfbServer.start(height: 1200)
      defer { server.stop() }
      let window = try AppWindow(app: "Catalog", server: server, size: "640x1100")
      defer { window.close() }
      try await window.click(#"GtkLabel "More" @6"#)
      try await window.click(#"GtkLabel "More controls""#)
      // A `.button` toggle is GTK's toggle button, pressed in while on.
      #expect(try await window.waitFor(#"GtkToggleButton off"#))
      try await window.click(#"GtkLabel "Add to favourites""#)
      #expect(try await window.waitFor(#"GtkLabel "A favourite""#))
      #expect(window.widgets.contains(#"GtkToggleButton on"#))
      #expect(window.widgets.contains(#"GtkPasswordEntry"#), "the secure field")
      try await window.click(#"GtkEntry "" @"#)
      _ = try server.xdotool(["type", "--delay", "30", "Lin"])
      _ = try server.xdotool(["key", "ctrl+a", "ctrl+c", "BackSpace"])
      #expect(try await window.waitFor(#"GtkLabel "Nobody, 0 characters"#))
      try await window.click(#"GtkLabel "Paste""#)
      #expect(try await window.waitFor(#"GtkLabel "Lin, 0 characters"#), "pasted back")
      try await window.click(#"GtkLabel "Arrows pressed here: 0""#)
      _ = try server.xdotool(["key", "Right", "Right"])
      #expect(try await window.waitFor(#"GtkLabel "Arrows pressed here: 2""#))
      let chore = #"GtkLabel "Oil the gate""#
      try await window.swipeLeft(across: chore)
      try await window.click(#"GtkLabel "Delete""#)
      #expect(try await window.waitUntil { !$0.contains(chore) }, "the chore is gone")
    }

    /// The corpus's bill splitter, as its tutorial wrote it, in a GTK window: the amount
    /// typed into an entry, a diner more with the stepper's +, a 25% tip on the linked
    /// segments, and the switch that rounds the share up.
    @Test(
      .enabled(if: BuiltExecutable.path("BillSplitter") != nil, "needs the built BillSplitter"))
    func billSplitterInAGtkWindow() async throws {
      let server = try XvfbServer.start()
      defer { server.stop() }
      let window = try AppWindow(
        app: "BillSplitter", server: server, size: "480x600", screenshots: true)
      defer { window.close() }
      // The form's rows stand on white cards, as GTK's boxed lists do; the sections'
      // headers on the window's grey.
      let isWhite: (RGB) -> Bool = { $0.red > 250 && $0.green > 250 && $0.blue > 250 }
      #expect(
        try await window.waitUntil { _ in
          window.color(of: #"GtkLabel "Diners: 2""#).map(isWhite) ?? false
        }, "a card under the rows")
      #expect(window.color(of: #"GtkLabel "Each pays""#).map(isWhite) == false)
      try await window.click(#"GtkEntry ""#)
      _ = try server.xdotool(["key", "ctrl+a", "BackSpace"])
      _ = try server.xdotool(["type", "--delay", "30", "80"])
      #expect(try await window.waitFor("46.00\""), "80 and 15% over two")
      try await window.click(#"GtkButton "Increase""#)
      #expect(try await window.waitFor(#"GtkLabel "Diners: 3""#))
      try await window.click(#"GtkLabel "25%""#)
      #expect(try await window.waitFor("33.33\""))
      try await window.click("GtkSwitch off")
      #expect(try await window.waitFor("34.00\""))
      // The amount, once the entry has lost the focus, is written as currency.
      #expect(window.widgets.contains("80.00\""))
    }

    /// The corpus's card-grid app: a `LazyVGrid` whose section headers stay pinned while
    /// the cards scroll under them, a card that pushes its bird, and back.
    @Test(.enabled(if: BuiltExecutable.path("Birdwatch") != nil, "needs the built Birdwatch"))
    func birdwatchInAGtkWindow() async throws {
      let server = try XvfbServer.start()
      defer { server.stop() }
      let window = try AppWindow(app: "Birdwatch", server: server, size: "640x500")
      defer { window.close() }
      let woodland = #"GtkLabel "Woodland""#
      // (Placed once GTK has allocated it: until then it is at 0, 0.)
      #expect(try await window.waitUntil { _ in (window.place(of: woodland)?.y ?? 0) > 0 })
      let start = try #require(try await window.settledPlace(of: woodland))
      let heron = try #require(window.place(of: #"GtkLabel "Grey Heron""#))
      let grebe = try #require(window.place(of: #"GtkLabel "Little Grebe""#))
      #expect(abs(heron.y - grebe.y) < 4, "two cards side by side")
      // Wheel down, over the cards, until the woodland's header is pinned: it stops at the
      // top of the grid while its first line of cards scrolls under it.
      let id = try #require(window.windowID(of: woodland))
      var pinned = false
      for _ in 0..<30 where !pinned {
        _ = try server.xdotool(["mousemove", "--window", id, "320", "300", "click", "5"])
        try await Task.sleep(for: .milliseconds(150))
        if let header = window.place(of: woodland) {
          let nuthatch = window.place(of: #"GtkLabel "Nuthatch""#)
          pinned = header.y < start.y - 200 && (nuthatch.map { $0.y < header.y } ?? true)
        }
      }
      #expect(pinned, "the header stays above the cards passing under it: \(window.widgets)")
      // A card opens its bird, whose log counts a sighting; back shows the grid.
      try await window.click(#"GtkLabel "Fulmar""#)
      #expect(try await window.waitFor(#"GtkLabel "Latin name""#))
      // About one run in ten GTK drops this click on a settled, sensitive button (seen
      // before and after session 28's changes; the cause is not found yet): one more
      // click, and the count must then be one, not two.
      try await window.click(#"GtkButton "Increase""#)
      if try await !window.waitUntil(timeout: 5, { $0.contains(#"GtkLabel "Sightings: 1""#) }) {
        try await window.click(#"GtkButton "Increase""#)
      }
      #expect(try await window.waitFor(#"GtkLabel "Sightings: 1""#), "\(window.widgets)")
      try await window.click(#"GtkLabel "Add to favourites""#)
      #expect(try await window.waitFor(#"GtkLabel "Remove from favourites""#))
      try await window.click(#"GtkLabel "Birdwatch""#)
      #expect(try await window.waitUntil { !$0.contains("Latin name") && $0.contains("Fulmar") })
    }

    /// The corpus's sortable-table app: a click on a column's title sorts the clubs, a
    /// row shows its club's summary, and the fixtures jump to the first round.
    @Test(.enabled(if: BuiltExecutable.path("Standings") != nil, "needs the built Standings"))
    func standingsInAGtkWindow() async throws {
      let server = try XvfbServer.start()
      defer { server.stop() }
      let window = try AppWindow(app: "Standings", server: server, size: "800x600")
      defer { window.close() }
      func y(_ club: String) -> Int { window.place(of: "GtkLabel \"\(club)\"")?.y ?? -1 }
      #expect(try await window.waitUntil { _ in y("Old Quarry") > 0 })
      #expect(y("Harbour Rovers") < y("Mill Lane") && y("Mill Lane") < y("Old Quarry"))
      try await window.click(#"GtkLabel "Points""#)
      #expect(
        try await window.waitUntil { _ in
          y("Mill Lane") < y("Old Quarry") && y("Old Quarry") < y("Harbour Rovers")
        }, "fewest points first")
      try await window.click(#"GtkLabel "Old Quarry""#)
      #expect(try await window.waitFor(#"GtkLabel "Win rate""#))
      #expect(window.widgets.contains(#"GtkLabel "60%""#))
      try await window.click(#"GtkLabel "Fixtures""#)
      #expect(try await window.waitFor("Round 40"))
      try await window.click(#"GtkLabel "First round""#)
      #expect(try await window.waitFor("Round 1:"))
    }

    /// The More tab's container and text pages: a table sorted by a clicked title, an
    /// outline opened, a long log jumped to its top, and Markdown, formats and a timeline
    /// that ticks.
    @Test(.enabled(if: BuiltExecutable.path("Catalog") != nil, "needs the built Catalog"))
    func catalogMorePagesInAGtkWindow() async throws {
      let server = try XvfbServer.start()
      defer { server.stop() }
      let window = try AppWindow(app: "Catalog", server: server, size: "640x860")
      defer { window.close() }
      let more = #"GtkLabel "More" @6"#
      func y(_ text: String) -> Int { window.place(of: text)?.y ?? -1 }
      try await window.click(more)
      try await window.click(#"GtkLabel "Table""#)
      #expect(try await window.waitFor(#"GtkLabel "Selected: nobody""#))
      #expect(try await window.waitUntil { _ in y(#"GtkLabel "Amaru""#) > 0 })
      #expect(y(#"GtkLabel "Noor""#) < y(#"GtkLabel "Amaru""#), "as the data comes")
      try await window.click(#"GtkLabel "Points""#)
      #expect(
        try await window.waitUntil { _ in y(#"GtkLabel "Amaru""#) < y(#"GtkLabel "Noor""#) },
        "the fewest points first")
      try await window.click(#"GtkLabel "Ines""#)
      #expect(try await window.waitFor(#"GtkLabel "Selected: Ines""#))
      try await window.click(#"GtkLabel "More" @5"#)  // back

      try await window.click(#"GtkLabel "Outline""#)
      #expect(try await window.waitFor(#"GtkLabel "Recipes""#))
      #expect(!window.widgets.contains(#"GtkLabel "Breads""#))
      try await window.click(#"GtkLabel "Recipes""#)
      #expect(try await window.waitFor(#"GtkLabel "Breads""#))
      try await window.click(#"GtkLabel "More" @5"#)

      try await window.click(#"GtkLabel "Jump to a row""#)
      #expect(try await window.waitFor(#"GtkLabel "Log line 200""#), "the log starts at its end")
      try await window.click(#"GtkLabel "Top""#)
      #expect(try await window.waitFor(#"GtkLabel "Log line 1""#))
      try await window.click(#"GtkLabel "More" @5"#)

      try await window.click(#"GtkLabel "Text""#)
      #expect(try await window.waitFor(#"GtkLabel "Bold, italic, code and a link""#))
      for shown in [
        "1,234.5", "€19.99", "25%", "Ada, Grace, and Linus", "1.5 MB", "5.2 km", "SHOUTING",
      ] {
        #expect(window.widgets.contains("GtkLabel \"\(shown)\""), "\(shown)")
      }
      func ticks() -> Int? {
        window.widgets.firstMatch(of: #/GtkLabel "Ticks: (\d+)"/#).flatMap { Int($0.output.1) }
      }
      let first = try #require(ticks())
      #expect(try await window.waitUntil { _ in (ticks() ?? 0) >= first + 2 }, "it ticks")
      try await window.click(#"GtkLabel "More" @5"#)

      // A plain list's letter stays at the top while its names scroll under it.
      try await window.click(#"GtkLabel "Contacts (plain list)""#)
      #expect(try await window.waitUntil { _ in y(#"GtkLabel "Abebe""#) > 0 })
      let top = y(#"GtkLabel "A""#)
      let id = try #require(window.windowID(of: #"GtkLabel "Abebe""#))
      var pinned = false
      for _ in 0..<30 where !pinned {
        _ = try server.xdotool(["mousemove", "--window", id, "320", "300", "click", "5"])
        try await Task.sleep(for: .milliseconds(150))
        let abebe = window.place(of: #"GtkLabel "Abebe""#)?.y
        pinned = abs(y(#"GtkLabel "A""#) - top) < 4 && (abebe.map { $0 < top } ?? true)
      }
      #expect(pinned, "A's header pinned over its first names: \(window.widgets)")
    }

    /// The More tab's styles page (ring gauges that follow a stepper, a disclosure group,
    /// a styled menu), and the Gestures tab's `onHover`.
    @Test(.enabled(if: BuiltExecutable.path("Catalog") != nil, "needs the built Catalog"))
    func catalogStylesAndHoverInAGtkWindow() async throws {
      let server = try XvfbServer.start()
      defer { server.stop() }
      let window = try AppWindow(app: "Catalog", server: server, size: "640x860")
      defer { window.close() }
      // The pointer over a view, then away from it.
      try await window.click(#"GtkLabel "Gestures""#)
      let hover = #"GtkLabel "[ hover over me ]""#
      let place = try #require(try await window.settledPlace(of: hover))
      let id = try #require(window.windowID(of: hover))
      _ = try server.xdotool(["mousemove", "--window", id, "\(place.x)", "\(place.y)"])
      #expect(try await window.waitFor(#"GtkLabel "[ the pointer is over me ]""#))
      _ = try server.xdotool(["mousemove", "--window", id, "\(place.x)", "\(place.y + 200)"])
      #expect(try await window.waitFor(hover))
      // The ring gauge's value follows the stepper; the disclosure group and menu open.
      try await window.click(#"GtkLabel "More" @6"#)
      try await window.click(#"GtkLabel "Styles""#)
      #expect(try await window.waitFor(#"GtkLabel "60""#))
      try await window.click(#"GtkButton "Increase""#)
      #expect(try await window.waitFor(#"GtkLabel "70""#))
      try await window.click(#"GtkLabel "Details""#)
      #expect(try await window.waitFor(#"GtkLabel "Styles reach every view below them.""#))
      try await window.click(#"GtkLabel "Sort""#)
      try await window.click(#"GtkLabel "By date""#)
      #expect(try await window.waitFor(#"GtkLabel "Sorted by date""#))
    }

    /// The More tab's list styles: a grouped list's sections are cards, and a sidebar's
    /// section headers collapse their sections.
    @Test(.enabled(if: BuiltExecutable.path("Catalog") != nil, "needs the built Catalog"))
    func catalogListStylesInAGtkWindow() async throws {
      let server = try XvfbServer.start()
      defer { server.stop() }
      let window = try AppWindow(app: "Catalog", server: server, size: "640x860")
      defer { window.close() }
      try await window.click(#"GtkLabel "More" @6"#)
      try await window.click(#"GtkLabel "List styles""#)
      #expect(try await window.waitFor(#"GtkLabel "Apples""#))
      let fruit = #"GtkLabel "Fruit""#
      let grouped = try #require(try await window.settledPlace(of: fruit))
      // The drop-down's list: the fourth style, the sidebar, from the keyboard. A sidebar
      // leaves no gap above its first section: its header moves up.
      try await window.click("GtkDropDown")
      var isSidebar = false
      for _ in 0..<10 where !isSidebar {
        _ = try server.xdotool(["key", "Down", "Down", "Down", "Return"])
        isSidebar = try await window.waitUntil(timeout: 3) { _ in
          (window.place(of: fruit)?.y ?? grouped.y) < grouped.y
        }
        if !isSidebar { try await window.click("GtkDropDown") }
      }
      #expect(isSidebar, "the sidebar style was chosen")
      try await window.click(fruit)
      #expect(
        try await window.waitUntil {
          !$0.contains(#"GtkLabel "Apples""#) && $0.contains(#"GtkLabel "Rice""#)
        }, "the fruit collapsed, the grains still shown")
      try await window.click(fruit)
      #expect(try await window.waitFor(#"GtkLabel "Apples""#))
    }

    /// The More tab's journal: typed text goes into its `GtkTextView` and is counted.
    @Test(.enabled(if: BuiltExecutable.path("Catalog") != nil, "needs the built Catalog"))
    func catalogJournalInAGtkWindow() async throws {
      let server = try XvfbServer.start()
      defer { server.stop() }
      let window = try AppWindow(app: "Catalog", server: server, size: "640x860")
      defer { window.close() }
      try await window.click(#"GtkLabel "More" @6"#)
      try await window.click(#"GtkLabel "Journal""#)
      #expect(try await window.waitFor(#"GtkLabel "40 characters, 2 lines""#))
      try await window.click(#"GtkTextView"#)
      _ = try server.xdotool(["key", "ctrl+End", "Return"])
      _ = try server.xdotool(["type", "--delay", "30", "Rain"])
      #expect(try await window.waitFor(#"GtkLabel "45 characters, 3 lines""#))
    }

    /// The More tab's text page: a larger text size (`dynamicTypeSize`) sets the paragraph
    /// in a larger font, so its label grows (its middle moves right and down).
    @Test(.enabled(if: BuiltExecutable.path("Catalog") != nil, "needs the built Catalog"))
    func catalogTextSizeGrowsTheTextInAGtkWindow() async throws {
      let server = try XvfbServer.start(height: 1200)
      defer { server.stop() }
      let window = try AppWindow(app: "Catalog", server: server, size: "640x1100")
      defer { window.close() }
      try await window.click(#"GtkLabel "More" @6"#)
      try await window.click(#"GtkLabel "Text" @"#)
      let paragraph = #"GtkLabel "A paragraph at the chosen size""#
      let before = try #require(try await window.settledPlace(of: paragraph))
      try await window.click(#"GtkLabel "Huge""#)
      #expect(
        try await window.waitUntil { _ in
          (window.place(of: paragraph)?.x ?? 0) > before.x + 60
        }, "wider")
      let after = try #require(try await window.settledPlace(of: paragraph))
      #expect(after.y > before.y + 10, "taller: \(before) → \(after)")
    }

    /// A row that `onDelete` lets go, dragged leftwards, offers Delete, outside edit mode.
    @Test(.enabled(if: BuiltExecutable.path("Catalog") != nil, "needs the built Catalog"))
    func catalogListRowDeletesBySwipe() async throws {
      let server = try XvfbServer.start()
      defer { server.stop() }
      let window = try AppWindow(app: "Catalog", server: server)
      defer { window.close() }
      try await window.click(#"GtkLabel "List""#)
      let jacket = #"GtkLabel "Rain jacket""#
      try await window.swipeLeft(across: jacket)
      try await window.click(#"GtkLabel "Delete""#)
      #expect(try await window.waitUntil { !$0.contains(jacket) }, "the row is gone")
      #expect(window.widgets.contains(#"GtkLabel "Water bottle""#))
    }

    /// Ctrl and the wheel pinch, as GNOME's viewers zoom: the Gestures tab's map grows by
    /// 1.1 a notch up and shrinks a notch down, through its `MagnifyGesture`.
    @Test(.enabled(if: BuiltExecutable.path("Catalog") != nil, "needs the built Catalog"))
    func catalogMapZoomsWithCtrlAndTheWheel() async throws {
      let server = try XvfbServer.start()
      defer { server.stop() }
      let window = try AppWindow(app: "Catalog", server: server)
      defer { window.close() }
      try await window.click(#"GtkLabel "Gestures""#)
      let map = #"GtkLabel "[ map 1.0× ]""#
      #expect(try await window.waitFor(map))
      // The pointer rests on the map (the click does nothing there), then the wheel turns.
      try await window.click(map)
      _ = try server.xdotool(["keydown", "ctrl", "click", "4", "click", "4", "keyup", "ctrl"])
      #expect(try await window.waitFor(#"GtkLabel "[ map 1.2× ]""#), "two notches: 1.1²")
      _ = try server.xdotool(["keydown", "ctrl", "click", "5", "keyup", "ctrl"])
      #expect(try await window.waitFor(#"GtkLabel "[ map 1.1× ]""#), "one back")
      // The wheel alone scrolls: the notch with Ctrl after it makes 1.2, not 1.3.
      _ = try server.xdotool(["click", "4", "keydown", "ctrl", "click", "4", "keyup", "ctrl"])
      #expect(try await window.waitFor(#"GtkLabel "[ map 1.2× ]""#))
    }

    /// The Modals tab's tip is a `GtkPopover` of its own surface, under its button, in a
    /// window of regular width (in a compact one it is a sheet); Esc closes it.
    @Test(.enabled(if: BuiltExecutable.path("Catalog") != nil, "needs the built Catalog"))
    func catalogTipOpensAPopoverUnderItsButton() async throws {
      let server = try XvfbServer.start()
      defer { server.stop() }
      let window = try AppWindow(app: "Catalog", server: server, size: "640x720")
      defer { window.close() }
      let tip = "Esc closes a popover"
      try await window.click(#"GtkLabel "Modals""#)
      try await window.click(#"GtkLabel "Show a tip""#)
      #expect(try await window.waitFor(tip))
      #expect(window.widgets.contains("GtkPopover"))
      let button = #"GtkLabel "Show a tip""#
      let main = try #require(window.windowID(of: button))
      let popover = try #require(window.windowID(of: tip))
      #expect(popover != main, "a surface of its own, over the window")
      func top(of id: String) throws -> Int? {
        let geometry = try server.xdotool(["getwindowgeometry", id])
        return geometry.firstMatch(of: #/Position: -?\d+,(-?\d+)/#).flatMap { Int($0.output.1) }
      }
      let buttonLine = try #require(
        window.widgets.split(separator: "\n").first { $0.contains(button) })
      let buttonY = try #require(
        buttonLine.firstMatch(of: #/@-?\d+,(-?\d+) in/#).flatMap { Int($0.output.1) })
      let popoverTop = try #require(try top(of: popover))
      let mainTop = try #require(try top(of: main))
      #expect(
        popoverTop > mainTop + buttonY, "under the button: \(popoverTop) vs \(mainTop + buttonY)")
      _ = try server.xdotool(["key", "Escape"])
      #expect(try await window.waitUntil { !$0.contains(tip) }, "Esc closes it")
    }

    @Test(.enabled(if: BuiltExecutable.path("Catalog") != nil, "needs the built Catalog"))
    func catalogFoundationTimersFireInTheGtkLoop() async throws {
      let server = try XvfbServer.start()
      defer { server.stop() }
      let window = try AppWindow(app: "Catalog", server: server, size: "640x720")
      defer { window.close() }
      try await window.click(#"GtkLabel "More""#)
      try await window.click(#"GtkLabel "Sharing""#)
      #expect(try await window.waitFor("Kettle boils in"))
      // Timer.scheduledTimer waits on the main run loop, which GLib's loop services.
      #expect(try await window.waitFor("The kettle has boiled"))
    }

    @Test(.enabled(if: BuiltExecutable.path("Catalog") != nil, "needs the built Catalog"))
    func catalogControlsRespondToTheMouseAndKeys() async throws {
      let server = try XvfbServer.start(height: 1200)
      defer { server.stop() }
      let window = try AppWindow(app: "Catalog", server: server, size: "480x1000")
      defer { window.close() }
      try await window.click(#"GtkButton "Increase""#)
      #expect(try await window.waitFor(#"GtkLabel "Guests: 3""#))
      try await window.click(#"GtkButton "Decrease""#)
      try await window.click(#"GtkButton "Decrease""#)
      #expect(try await window.waitFor(#"GtkLabel "Guests: 1""#))
      #expect(try await window.waitFor(#"GtkScale "5""#), "the slider at the model's value")
      // The level meter's GTK counterpart (a representable of the Catalog's own) shows 4.
      #expect(try await window.waitFor(#"GtkScale "4""#), "the level meter, in GTK too")
      // A click on the middle of the track leaves the value at 5 and focuses the scale;
      // → then moves it one step, as GTK's own keys do.
      try await window.click(#"GtkScale "5""#)
      _ = try server.xdotool(["key", "Right"])
      #expect(try await window.waitFor(#"GtkLabel "Volume 6""#))
      #expect(try await window.waitFor(#"GtkScale "6""#))
      // A bordered, prominent button acts like any other; a double-tap gesture waits for
      // its second click.
      try await window.click(#"GtkLabel "Save""#)
      #expect(try await window.waitFor(#"GtkLabel "Saved 1""#))
      try await window.click(#"GtkLabel "♥ 0""#)
      try await window.click(#"GtkLabel "♥ 0""#)
      #expect(try await window.waitFor(#"GtkLabel "♥ 1""#))
      // A `.checkbox` toggle is GTK's check button, before its label.
      try await window.click(#"GtkCheckButton off"#)
      #expect(try await window.waitFor(#"GtkLabel "Saving as you go""#))
      #expect(window.widgets.contains(#"GtkCheckButton on"#))
      // The form's slider stands at 5 in 3…8: giving the new scale its range must not
      // write a clamped value back into the model.
      try await window.click(#"GtkLabel "Form""#)
      #expect(try await window.waitFor(#"GtkLabel "5 km/h""#))
      #expect(try await window.waitFor(#"GtkScale "5""#))
      // The nickname's `@FocusState` follows GTK's focus: Done shows while the entry has
      // it, and Done takes it away.
      #expect(try await window.waitUntil { !$0.contains(#"GtkLabel "Done""#) })
      try await window.click(#"GtkEntry "Trailblazer""#)
      #expect(try await window.waitFor(#"GtkLabel "Done""#))
      try await window.click(#"GtkLabel "Done""#)
      #expect(try await window.waitUntil { !$0.contains(#"GtkLabel "Done""#) })
      // A vertical field is a text view that grows a line at a time as GTK wraps its
      // text, and Return starts a line; its placeholder shows while it is empty.
      #expect(window.widgets.contains(#"GtkLabel "A few words about you""#))
      let footer = #"GtkLabel "Shown to your hiking group.""#
      try await window.click("GtkTextView")
      #expect(try await window.waitFor(#"GtkLabel "Done""#), "the keyboard's bar shows")
      let before = try #require(try await window.settledPlace(of: footer))
      _ = try server.xdotool(["type", "--delay", "5", String(repeating: "seal ", count: 30)])
      _ = try server.xdotool(["key", "Return"])
      _ = try server.xdotool(["type", "--delay", "5", "gull"])
      #expect(
        try await window.waitUntil { _ in
          (window.place(of: footer)?.y ?? 0) > before.y + 2 * 14
        }, "two lines more: \(String(describing: window.place(of: footer)))")
      #expect(try await window.waitUntil { !$0.contains("A few words about you") })
      // A colour picker is GTK's colour button, and the colour its dialog selects reaches
      // the model (the summary names it).
      #expect(window.widgets.contains(#"GtkLabel "orange""#))
      try await window.click("GtkColorButton")
      var found: String?
      _ = try await window.waitUntil { _ in
        found = (try? server.xdotool(["search", "--onlyvisible", "--name", "^Pick a Color$"]))?
          .split(separator: "\n").first.map(String.init)
        return found != nil
      }
      let chooser = try #require(found, "GTK's colour chooser opens")
      let geometry = try server.xdotool(["getwindowgeometry", "--shell", chooser])
      func value(_ name: String) -> Int {
        geometry.split(separator: "\n").first { $0.hasPrefix(name + "=") }
          .flatMap { Int($0.dropFirst(name.count + 1)) } ?? 0
      }
      // The light green at the top of the second column, then Select at the bottom right.
      _ = try server.xdotool(["mousemove", "--window", chooser, "85", "25", "click", "1"])
      _ = try server.xdotool([
        "mousemove", "--window", chooser, "\(value("WIDTH") - 37)", "\(value("HEIGHT") - 16)",
        "click", "1",
      ])
      #expect(
        try await window.waitUntil { !$0.contains(#"GtkLabel "orange""#) },
        "the model took the colour chosen")
      // A right click opens a row's context menu: a pop-over of its own that drops down
      // from the row, not a dialog over the middle of the window.
      try await window.click(#"GtkLabel "List""#)
      try await window.click(#"GtkLabel "Map""#, button: 3)
      #expect(try await window.waitFor(#"GtkLabel "Mark packed""#))
      func top(of text: String) throws -> Int? {
        guard let id = window.windowID(of: text), let place = window.place(of: text) else {
          return nil
        }
        let geometry = try server.xdotool(["getwindowgeometry", "--shell", id])
        let y = geometry.split(separator: "\n").first { $0.hasPrefix("Y=") }
          .flatMap { Int($0.dropFirst(2)) }
        return y.map { $0 + place.y }
      }
      let row = try #require(try top(of: #"GtkLabel "Map""#))
      let item = try #require(try top(of: #"GtkLabel "Mark packed""#))
      #expect(window.windowID(of: #"GtkLabel "Mark packed""#) != window.windowID(of: "Map"))
      #expect(item > row && item < row + 80, "just under the row: \(row) \(item)")
      try await window.click(#"GtkLabel "Mark packed""#)
      #expect(try await window.waitFor(#"GtkLabel "packed""#))
      // The menu closed by its item leaves no grab behind: the next click acts.
      try await window.click(#"GtkLabel "Edit""#)
      #expect(try await window.waitFor(#"GtkLabel "Done""#))
    }

    @Test(.enabled(if: BuiltExecutable.path("Catalog") != nil, "needs the built Catalog"))
    func catalogButtonStyleDrawsThePressWhileTheMouseHoldsIt() async throws {
      let server = try XvfbServer.start()
      defer { server.stop() }
      let window = try AppWindow(app: "Catalog", server: server, screenshots: true)
      defer { window.close() }
      try await window.click(#"GtkLabel "More""#)
      try await window.click(#"GtkLabel "Styles""#)
      let button = #"GtkLabel "Press and hold""#
      #expect(try await window.waitFor(#"GtkLabel "Pressed 0 times""#))
      // The capsule's fill, beside the label's text: blue, indigo while held.
      let isBlue: (RGB) -> Bool = { $0.blue > 200 && $0.red < 60 }
      let isIndigo: (RGB) -> Bool = { $0.red > 60 && $0.blue < 240 && $0.blue > 150 }
      func fill(_ condition: (RGB) -> Bool) async throws -> Bool {
        try await window.waitUntil { _ in
          window.color(of: button).map(condition) ?? false
        }
      }
      #expect(try await fill(isBlue), "blue at rest")
      // Input that arrives while a screenshot is being taken can be lost: press once the
      // window has been still for a while.
      try await window.waitUntilScreenshotsStop()
      try await window.click(button, action: ["mousedown", "1"])
      #expect(try await fill(isIndigo), "indigo while held")
      #expect(window.widgets.contains(#"GtkLabel "Pressed 0 times""#), "not yet clicked")
      _ = try server.xdotool(["mouseup", "1"])
      #expect(try await window.waitFor(#"GtkLabel "Pressed 1 times""#), "the click acts")
      #expect(try await fill(isBlue), "blue again once let go")
    }

    @Test(.enabled(if: BuiltExecutable.path("Catalog") != nil, "needs the built Catalog"))
    func catalogOpensAWindowSceneAsAWindowOfItsOwn() async throws {
      let server = try XvfbServer.start()
      defer { server.stop() }
      let window = try AppWindow(app: "Catalog", server: server)
      defer { window.close() }
      try await window.click(#"GtkLabel "Modals""#)
      try await window.click(#"GtkLabel "Open notes window""#)
      #expect(try await window.waitFor(#"GtkLabel "Nothing noted""#), "the Window scene")
      let main = window.windowID(of: #"GtkLabel "Answer: none yet""#)
      let notes = window.windowID(of: #"GtkLabel "Nothing noted""#)
      #expect(notes != nil && notes != main, "a window of its own")
      let titled = try server.xdotool(["search", "--onlyvisible", "--name", "^Catalog notes$"])
      #expect(titled.contains(notes ?? "none"), "titled by its scene")
      // Not modal: the app's window, raised over it, still answers while it is open.
      _ = try server.xdotool(["windowraise", main ?? ""])
      try await window.click(#"GtkLabel "Ask a question""#)
      #expect(try await window.waitFor(#"GtkLabel "Take the trail?""#))
      try await window.click(#"GtkLabel "No""#)
      #expect(try await window.waitFor(#"GtkLabel "Answer: no""#))
      _ = try server.xdotool(["windowraise", notes ?? ""])
      try await window.click(#"GtkLabel "Close notes""#)
      #expect(try await window.waitUntil { !$0.contains("Nothing noted") }, "dismissWindow")
    }

    @Test(
      .enabled(if: BuiltExecutable.path("Landmarks") != nil, "needs the built Landmarks"))
    func landmarksEditsTheProfileInItsSheetWindow() async throws {
      let server = try XvfbServer.start()
      defer { server.stop() }
      let window = try AppWindow(app: "Landmarks", server: server)
      defer { window.close() }
      try await window.click(#"GtkLabel "User Profile""#)
      #expect(try await window.waitFor(#"GtkLabel "trailfinder""#), "the profile sheet")
      let main = window.windowID(of: #"GtkLabel "Featured""#)
      let sheet = window.windowID(of: #"GtkLabel "trailfinder""#)
      #expect(sheet != nil && sheet != main, "the sheet is a window of its own")

      try await window.click(#"GtkLabel "Edit""#)
      try await window.click(#"GtkEntry "trailfinder""#)
      _ = try server.xdotool(["key", "ctrl+a"])
      _ = try server.xdotool(["type", "--delay", "30", "ridgewalker"])
      #expect(try await window.waitFor(#"GtkEntry "ridgewalker""#), "typed into the field")
      try await window.click(#"GtkToggleButton "🌞""#)
      #expect(try await window.waitFor(#"GtkToggleButton "🌞" on"#), "the summer segment")
      try await window.click(#"GtkLabel "Done""#)
      #expect(try await window.waitFor(#"GtkLabel "ridgewalker""#), "the summary's new name")
      #expect(try await window.waitFor("Seasonal Photos: 🌞"))

      // Esc closes the sheet's window; the window under it is back.
      _ = try server.xdotool(["key", "--window", sheet ?? "", "Escape"])
      #expect(try await window.waitUntil { !$0.contains("ridgewalker") }, "the sheet closed")
      try await window.click(#"GtkLabel "List""#)
      #expect(try await window.waitFor(#"GtkSwitch off"#), "the app answers again")
    }

    @Test(
      .enabled(if: BuiltExecutable.path("GiftExchange") != nil, "needs the built GiftExchange")
    )
    func giftExchangeDrawsWithTheMouse() async throws {
      let server = try XvfbServer.start()
      defer { server.stop() }
      let window = try AppWindow(app: "GiftExchange", server: server)
      defer { window.close() }
      #expect(try await window.waitFor(#"GtkLabel "Maren Holloway""#))
      try await window.click(#"GtkLabel "Match""#)
      #expect(try await window.waitFor(#"GtkLabel "8""#), "the badge counts eight to give")
      try await window.click(#"GtkLabel "Draw""#)
      #expect(try await window.waitFor(#"GtkLabel "Xmas gift exchange""#), "the alert")
      try await window.click(#"GtkLabel "OK""#)
      #expect(try await window.waitFor(#"GtkLabel "7""#), "one gave: seven left")
      try await window.click(#"GtkLabel "Friends""#)
      #expect(
        try await window.waitUntil {
          $0.range(of: #"giftee: [A-Z]"#, options: .regularExpression) != nil
        },
        "a friend's row names whom they give to")
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

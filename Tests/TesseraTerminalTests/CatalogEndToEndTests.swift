import EndToEndSupport
import Foundation
import Testing

/// Runs the real Catalog executable in tmux and uses it with the keyboard.
@Suite(.serialized, .enabled(if: Tmux.isAvailable && BuiltExecutable.path("Catalog") != nil))
struct CatalogEndToEndTests {
  /// Starts the Catalog for each test, with its settings in the test's own folder.
  private let catalog = CatalogLauncher()

  @Test func remembersAnAppStorageSettingBetweenRuns() async throws {
    let configuration = catalog.freshConfiguration()
    let tmux = try await catalog.launch(configuration: configuration)
    defer { tmux.kill() }
    try tmux.send("Tab", "Tab", "Tab")
    try tmux.type("Ana")
    #expect(try await tmux.waitFor("Hello, Ana!"))
    try tmux.send("C-c")
    #expect(try await tmux.waitUntil { _ in !((try? tmux.alternateScreen()) ?? true) })
    try catalog.start(in: tmux, configuration: configuration)
    #expect(try await tmux.waitFor("Tapped 0 times"))
    #expect(try tmux.screen().contains("Hello, Ana!"), "the name came back from the last run")
    let saved = try String(contentsOfFile: configuration + "/Catalog.plist", encoding: .utf8)
    #expect(saved.contains("<string>Ana</string>"))
  }

  @Test func whatTheAppPrintsWaitsUntilItQuits() async throws {
    let tmux = try await catalog.launch()
    defer { tmux.kill() }
    try tmux.send("Tab", "Enter")
    #expect(try await tmux.waitFor("Tapped 1 times"))
    try await tmux.waitUntilStill()
    #expect(try !tmux.screen().contains("Catalog: tapped"), "nothing printed over the screen")
    try tmux.send("C-c")
    #expect(try await tmux.waitFor("Catalog: tapped 1 times"), "shown once the app has quit")
    #expect(try !tmux.alternateScreen())
  }

  @Test func setsADamagedSettingsFileAsideAndSaysSo() async throws {
    let configuration = catalog.freshConfiguration()
    try Data("not a plist {".utf8).write(to: URL(fileURLWithPath: configuration + "/Catalog.plist"))
    // Wide enough that the message printed on exit stays on one line.
    let tmux = try await catalog.launch(columns: 240, configuration: configuration)
    defer { tmux.kill() }
    try tmux.send("C-c")
    #expect(try await tmux.waitFor("is not a property list; it was moved to"))
    let aside = try FileManager.default.contentsOfDirectory(atPath: configuration)
      .filter { $0.hasPrefix("Catalog.plist.damaged-") }
    #expect(aside.count == 1)
    let kept = try String(contentsOfFile: configuration + "/" + aside[0], encoding: .utf8)
    #expect(kept == "not a plist {", "nothing of the damaged file is lost")
  }

  @Test func namesASettingsFileThatCannotBeWritten() async throws {
    // A folder inside a plain file can never be made, whoever runs the test.
    let blocker = catalog.freshConfiguration() + "/blocker"
    try Data().write(to: URL(fileURLWithPath: blocker))
    let tmux = try await catalog.launch(columns: 240, configuration: blocker + "/config")
    defer { tmux.kill() }
    try tmux.send("Tab", "Tab", "Tab")
    try tmux.type("Bo")
    #expect(try await tmux.waitFor("Hello, Bo!"), "the setting still works for this run")
    try tmux.send("C-c")
    #expect(try await tmux.waitFor("AppStorage cannot save \"name\""))
  }

  @Test func controlsRespondToKeys() async throws {
    let tmux = try await catalog.launch()
    defer { tmux.kill() }
    try tmux.send("Tab", "Enter")
    #expect(try await tmux.waitFor("Tapped 1 times"))
    try tmux.send("Tab", "Tab")
    try tmux.type("Ana")
    #expect(try await tmux.waitFor("Hello, Ana!"))
    try tmux.send("Tab", "Right")
    try tmux.send("BTab", "BTab", "Space")
    #expect(try await tmux.waitFor("[x]"), "the dark-mode toggle turned on")
  }

  /// The mouse, as a terminal reports it: a click on a button, a drag of a tile, a
  /// double-click on a double-tap view, and a right click that opens a row's context menu.
  @Test func theMouseClicksDragsAndOpensContextMenus() async throws {
    let tmux = try await catalog.launch()
    defer { tmux.kill() }
    let button = try #require(try tmux.place(of: "Tap me"))
    try tmux.click(column: button.column + 1, row: button.row)
    #expect(try await tmux.waitFor("Tapped 1 times"))
    try tmux.send("M-6")
    #expect(try await tmux.waitFor("[ drag me ]"))
    let tile = try #require(try tmux.place(of: "drag me"))
    try tmux.drag(from: tile, to: (tile.column + 10, tile.row + 1))
    // Ten columns and a row: 80 and 16 points.
    #expect(try await tmux.waitFor("Tile at 80, 16"))
    let heart = try #require(try tmux.place(of: "♥ 0"))
    try tmux.click(column: heart.column, row: heart.row, count: 2)
    #expect(try await tmux.waitFor("♥ 1"))
    // A check box is drawn before its label; a click on it checks it.
    try tmux.send("M-1")
    #expect(try await tmux.waitFor("[ ] Auto-save"))
    let box = try #require(try tmux.place(of: "[ ] Auto-save"))
    try tmux.click(column: box.column + 1, row: box.row)
    #expect(try await tmux.waitFor("[x] Auto-save"))
    #expect(try await tmux.waitFor("Saving as you go"))
    try tmux.send("M-5")
    #expect(try await tmux.waitFor("Headlamp"))
    let map = try #require(try tmux.place(of: "Map"))
    try tmux.click(column: map.column + 1, row: map.row, button: 2)
    #expect(try await tmux.waitFor("Mark packed"))
    let action = try #require(try tmux.place(of: "Mark packed"))
    try tmux.click(column: action.column + 1, row: action.row)
    #expect(
      try await tmux.waitUntil { screen in
        !screen.contains("Mark packed")
          && screen.split(separator: "\n").contains { $0.contains("Map") && $0.hasSuffix("packed") }
      }, "the menu closed and the row says packed")
  }

  @Test func stepperAndSliderMoveWithTheArrowKeys() async throws {
    let tmux = try await catalog.launch()
    defer { tmux.kill() }
    // Tap me, Dark mode, the name, the flavour, the day, More progress, the level meter,
    // then the stepper.
    try tmux.send("Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Right")
    #expect(try await tmux.waitFor("Guests: 3"))
    try tmux.send("Tab", "Right", "Right")
    #expect(try await tmux.waitFor("Volume 7"), "the slider moves by its step of 1")
    try tmux.send("End")
    #expect(try await tmux.waitFor("Volume 10"))
    try tmux.send("BTab", "Left", "Left", "Left")
    #expect(try await tmux.waitFor("Guests: 1"), "the stepper stops at its lower bound")
  }

  /// Without edit mode: a drag leftwards across a row offers Delete, and Delete deletes
  /// the focused row.
  @Test func deletesListRowsBySwipeAndByKey() async throws {
    let tmux = try await catalog.launch()
    defer { tmux.kill() }
    try tmux.send("M-5")
    #expect(try await tmux.waitFor("Rain jacket"))
    // Edit, then the first row (Trail mix), focused; Delete takes it.
    try tmux.send("Tab", "Tab", "DC")
    #expect(try await tmux.waitUntil { !$0.contains("Trail mix") }, "the focused row is gone")
    #expect(try tmux.screen().contains("Water bottle"))
    let row = try #require(try tmux.place(of: "Rain jacket"))
    try tmux.drag(from: (row.column + 8, row.row), to: (row.column + 1, row.row))
    #expect(try await tmux.waitFor("Delete"))
    let delete = try #require(try tmux.place(of: "Delete"))
    try tmux.click(column: delete.column + 1, row: delete.row)
    #expect(try await tmux.waitUntil { !$0.contains("Rain jacket") }, "the row is gone")
    #expect(try tmux.screen().contains("Water bottle"))
  }

  @Test func deletesAndMovesListRowsInEditMode() async throws {
    let tmux = try await catalog.launch()
    defer { tmux.kill() }
    try tmux.send("M-5")
    #expect(try await tmux.waitFor("Trail mix"))
    try tmux.send("Tab", "Enter")  // Edit
    #expect(try await tmux.waitFor("Done"))
    try tmux.send("Tab", "Enter")  // Trail mix's delete button
    #expect(try await tmux.waitUntil { !$0.contains("Trail mix") && $0.contains("Water bottle") })
    try tmux.send("Enter")  // the focus stays on the row's place: Water bottle's
    #expect(try await tmux.waitUntil { !$0.contains("Water bottle") })
    try tmux.send("Tab", "Tab", "Enter")  // Rain jacket's row, then its ↓
    #expect(
      try await tmux.waitUntil { screen in
        guard let map = screen.range(of: "Map"), let jacket = screen.range(of: "Rain jacket")
        else { return false }
        return map.lowerBound < jacket.lowerBound
      }, "Rain jacket moved below Map")
  }

  @Test func aFocusStateShowsDoneWhileTheFieldIsEdited() async throws {
    let tmux = try await catalog.launch()
    defer { tmux.kill() }
    try tmux.send("M-4")
    #expect(try await tmux.waitFor("Trailblazer"))
    #expect(try !tmux.screen().contains("Done"))
    try tmux.send("Tab")  // the nickname field
    #expect(try await tmux.waitFor("Done"), "the field has the focus, so its state is true")
    try tmux.send("Tab")  // the reminders toggle
    #expect(try await tmux.waitUntil { !$0.contains("Done") })
  }

  @Test func aVerticalFieldGrowsAsItsTextWraps() async throws {
    let tmux = try await catalog.launch()
    defer { tmux.kill() }
    try tmux.send("M-4")
    #expect(try await tmux.waitFor("A few words about you"))
    func rowOfFooter() throws -> Int? {
      try tmux.screen().split(separator: "\n", omittingEmptySubsequences: false)
        .firstIndex { $0.contains("Shown to your hiking group") }
    }
    try tmux.send("Tab", "Tab", "Tab")  // past the nickname and the toggle
    // The keyboard's Done shows in a bar of its own while a field has the focus.
    #expect(try await tmux.waitFor("Done"))
    #expect(try await tmux.waitUntilStill())
    let footer = try #require(try rowOfFooter())
    try tmux.type(String(repeating: "seal ", count: 20))
    #expect(
      try await tmux.waitUntil { _ in (try? rowOfFooter()) == footer + 1 },
      "a hundred characters take two rows of 75 columns:\n\((try? tmux.screen()) ?? "")")
    try tmux.send("Enter")
    try tmux.type("gull")
    #expect(try await tmux.waitFor("gull"))
    #expect(try await tmux.waitUntilStill())
    let grown = try rowOfFooter()
    #expect(
      grown == footer + 2, "\(footer) \(String(describing: grown)) \((try? tmux.screen()) ?? "")")
    #expect(
      try tmux.screen().split(separator: "\n").contains { $0.hasPrefix("  gull ") },
      "Return started a line of its own")
  }

  @Test func aColourPickersPaletteChoosesFromTheKeyboard() async throws {
    let tmux = try await catalog.launch()
    defer { tmux.kill() }
    try tmux.send("M-4")
    #expect(try await tmux.waitFor("Colour chosen"))
    #expect(try tmux.screen().contains("orange"))
    try tmux.send("Tab", "Tab", "Tab", "Tab", "Enter")  // the colour picker's well
    #expect(try await tmux.waitFor("Opacity"), "the palette opens in a popover")
    // Down to the darkest shades, along to the fifth hue (a green), and chosen.
    try tmux.send("Down", "Down", "Right", "Right", "Right", "Right", "Enter")
    #expect(try await tmux.waitUntil { !$0.contains("Opacity") }, "choosing closes it")
    #expect(try await tmux.waitUntil { !$0.contains("orange") }, "the summary names the new colour")
    let summary = try tmux.screen().split(separator: "\n").first { $0.contains("Colour chosen") }
    #expect(summary?.contains("#") == true, "\(summary ?? "")")
  }

  @Test(arguments: [false, true])
  func theAnimationPageSlidesItsBoxThroughFramesBetween(reducingMotion: Bool) async throws {
    let tmux = try await catalog.launch(
      environment: reducingMotion ? "TESSERA_REDUCE_MOTION=1 " : "")
    defer { tmux.kill() }
    try tmux.send("M-7")
    #expect(try await tmux.waitFor("Animation"))
    for _ in 0..<12 { try tmux.send("Tab") }
    try tmux.send("Enter")
    #expect(try await tmux.waitFor("Waiting"))
    try await tmux.waitUntilStill()  // the page slides in
    func column(_ screen: String) -> Int? {
      let row = screen.split(separator: "\n", omittingEmptySubsequences: false)
        .first { $0.contains("Go") && !$0.contains("Move") }
      return row.flatMap { line in
        line.range(of: "Go").map { line.distance(from: line.startIndex, to: $0.lowerBound) }
      }
    }
    let start = try #require(column(try tmux.screen()))
    // The back button, the curve, then Move: a linear slide of one second.
    try tmux.send("Tab", "Tab", "Tab", "Enter")
    var seen: Set<Int> = []
    _ = try await tmux.waitUntil(timeout: 10) { screen in
      if let column = column(screen) { seen.insert(column) }
      return screen.contains("Moved") && column(screen) ?? 0 > 60
    }
    let end = try #require(column(try tmux.screen()))
    #expect(end > start + 40, "it ends at the other side: \(start) → \(end)")
    let between = seen.filter { $0 > start && $0 < end }
    if reducingMotion {
      #expect(between.isEmpty, "with less motion it jumps: \(seen.sorted())")
    } else {
      #expect(between.count >= 3, "drawn part of the way, frame by frame: \(seen.sorted())")
    }
  }

  @Test func theSharingPageCopiesRedactsAndCountsDown() async throws {
    let tmux = try await catalog.launch(rows: 30)
    defer { tmux.kill() }
    try tmux.acceptClipboard()
    try tmux.send("M-7")
    #expect(try await tmux.waitFor("Sharing"))
    for _ in 0..<8 { try tmux.send("Tab") }
    try tmux.send("Enter")
    #expect(try await tmux.waitFor("Simmering"))
    try await tmux.waitUntilStill()  // the page slides in
    let screen = try tmux.screen()
    #expect(screen.contains("██████ ████"), "the loading card is redacted: \(screen)")
    let timeLeft = ["2:00", "1:59", "1:58", "1:57"].contains { screen.contains("\n  \($0)") }
    #expect(timeLeft, "the time left, under the timer's bar: \(screen)")
    // A timer text ticks by itself, with nothing else changing.
    func stoveTime(_ screen: String) -> String? {
      screen.split(separator: "\n").first { $0.contains("On the stove for") }
        .map { String($0.split(separator: " ").last ?? "") }
    }
    let before = stoveTime(screen)
    #expect(before != nil, "\(screen)")
    #expect(try await tmux.waitUntil { stoveTime($0) != before }, "the stove timer ticks")
    // Foundation's Timer.scheduledTimer fires: the host runs the main run loop.
    #expect(try await tmux.waitFor("The kettle has boiled"))
    // The seventh stop is the second share link (after the back button, the search
    // field, its scopes and the two suggestions shown while it has the focus); its menu
    // opens on Copy.
    for _ in 0..<7 { try tmux.send("Tab") }
    try tmux.send("Enter")
    #expect(try await tmux.waitFor("Copy"))
    try tmux.send("Enter")
    #expect(try await tmux.waitUntil { _ in tmux.pasteBuffer() == "Soup tonight at seven" })
    // The next button draws a card with ImageRenderer and saves it as a PNG.
    try tmux.send("Tab", "Enter")
    #expect(try await tmux.waitFor("Saved "))
    let saved = try tmux.screen().split(separator: "\n").first { $0.contains("Saved ") }
    let path = try #require(
      saved?.components(separatedBy: " px to ").last?.split(separator: " ").first)
    let png = try Data(contentsOf: URL(fileURLWithPath: String(path)))
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(saved ?? "")")
    // `/` goes to the search field; typing a search shows the scopes and an empty result
    // says so.
    try tmux.send("/")
    try tmux.type("zz")
    #expect(try await tmux.waitFor("No Results for “zz”"))
    #expect(try tmux.screen().contains("( All │ Winter │ Summer )"), "the scopes under the field")
    // With the field emptied, its suggestions show under the scopes; choosing one fills
    // the field and gives it the focus back, and Return there searches for it.
    try tmux.send("C-u")
    #expect(try await tmux.waitFor("    Soup\n    Stew"))
    try tmux.send("Tab", "Tab", "Enter")
    #expect(try await tmux.waitFor("⌕  Soup"))
    try tmux.send("Enter")
    #expect(try await tmux.waitFor("Searched for Soup"))
    // F5 refreshes: the action takes a second, and then the count goes up.
    try tmux.send("F5")
    #expect(try await tmux.waitFor("Refreshed 1 times"))
  }

  @Test func theAccessibleModeTellsTheAppAsLines() async throws {
    let tmux = try Tmux(columns: 80, rows: 60)
    defer { tmux.kill() }
    try catalog.start(in: tmux, configuration: catalog.freshConfiguration(), accessible: true)
    #expect(try await tmux.waitFor("  Tapped 0 times"), "the screen is read")
    #expect(try !tmux.alternateScreen(), "nothing is drawn full-screen")
    let screen = try tmux.screen()
    for line in ["Screen: Catalog", "  Dark mode, switch, off", "  Controls, tab, selected"] {
      #expect(screen.contains(line + "\n"), "\(line) in \(screen)")
    }
    try tmux.send("Tab")
    #expect(try await tmux.waitFor("Focus: Tap me, button"))
    try tmux.send("Enter", "C-l")
    #expect(try await tmux.waitFor("  Tapped 1 times"), "Ctrl-L reads the screen again")
    // Save is the tenth stop (after the level meter, named by its label); it announces
    // what it did.
    for _ in 0..<9 { try tmux.send("Tab") }
    #expect(try await tmux.waitFor("Focus: Save, button"))
    #expect(try tmux.screen().contains("Focus: Level meter\n"))
    try tmux.send("Enter")
    #expect(try await tmux.waitFor("Announcement: Saved"))
    // Past Reset, the check box says what it is, and Space checks it.
    try tmux.send("Tab", "Tab")
    #expect(try await tmux.waitFor("Focus: Auto-save, check box, off"))
    try tmux.send("Space")
    #expect(try await tmux.waitFor("Focus: Auto-save, check box, on"))
    try tmux.send("M-3")
    #expect(try await tmux.waitFor("  Modals 2, tab, selected"), "a new tab is a new screen")
    try tmux.send("C-c")
    try tmux.type("echo back-$((40 + 2))")
    try tmux.send("Enter")
    #expect(try await tmux.waitFor("back-42"), "the shell is back, reading lines")
  }

  @Test func theTerminalCursorSitsAtTheInsertionPointOfAFocusedField() async throws {
    let tmux = try await catalog.launch()
    defer { tmux.kill() }
    #expect(try !tmux.cursor().isVisible, "hidden while no text is edited")
    try tmux.send("Tab", "Tab", "Tab")
    try tmux.type("Ada")
    #expect(try await tmux.waitFor("Hello, Ada!"))
    let row = try #require(
      tmux.screen().split(separator: "\n", omittingEmptySubsequences: false)
        .firstIndex { $0.contains("Ada") && !$0.contains("Hello") })
    let line = String(
      try tmux.screen().split(separator: "\n", omittingEmptySubsequences: false)[row])
    let after = line.distance(from: line.startIndex, to: line.range(of: "Ada")!.upperBound)
    #expect(
      try await tmux.waitUntil { _ in
        (try? tmux.cursor()).map { $0 == (after, row, true) } ?? false
      }, "after the last letter typed: \(String(describing: try? tmux.cursor()))")
    try tmux.send("Left", "Left")
    #expect(
      try await tmux.waitUntil { _ in (try? tmux.cursor())?.column == after - 2 },
      "it follows the arrows")
    try tmux.send("Tab")
    #expect(
      try await tmux.waitUntil { _ in (try? tmux.cursor())?.isVisible == false },
      "hidden again when the focus leaves the field")
  }

  @Test func resizesAndRestoresTheTerminalOnCtrlC() async throws {
    let tmux = try await catalog.launch()
    defer { tmux.kill() }
    #expect(try tmux.alternateScreen())
    try tmux.resize(columns: 50, rows: 20)
    #expect(
      try await tmux.waitUntil { screen in
        screen.split(separator: "\n").allSatisfy { $0.count <= 50 } && screen.contains("Controls")
      })
    try tmux.send("C-c")
    #expect(try await tmux.waitUntil { _ in !((try? tmux.alternateScreen()) ?? true) })
    try tmux.type("stty -a | tr ' ' '\\n' | grep -x -e echo -e icanon")
    try tmux.send("Enter")
    #expect(
      try await tmux.waitUntil { $0.contains("\necho") && $0.contains("\nicanon") },
      "echo and canonical mode are back on")
  }
}

/// The preview runner: list the previews an app registered, show one, refuse an unknown.
@Suite(.enabled(if: BuiltExecutable.path("Catalog") != nil))
struct PreviewRunnerTests {
  private func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: BuiltExecutable.path("Catalog")!)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test func listsThePreviewsWithoutRegistration() async throws {
    // Three `#Preview`s ("Controls", "Form", "Packing list") and two `PreviewProvider`s,
    // none registered by hand.
    let result = try run(["--list-previews"])
    #expect(result.status == 0)
    #expect(
      result.output.split(separator: "\n") == [
        "Controls", "Form", "Packing list", "SheetContent", "TrailDetail",
      ])
  }

  @Test func withoutATerminalTheAppSaysSoAndExits() async throws {
    let result = try run([])
    #expect(result.status == 1)
    #expect(result.output.contains("Tessera needs a terminal"))
  }

  @Test func anUnknownPreviewIsRefusedWithTheNames() async throws {
    let result = try run(["--preview", "Nope"])
    #expect(result.status == 2)
    #expect(
      result.output.contains(
        "No preview named \"Nope\". Previews: Controls, Form, Packing list, SheetContent, "
          + "TrailDetail"))
  }
}

@Suite(.serialized, .enabled(if: Tmux.isAvailable && BuiltExecutable.path("Catalog") != nil))
struct PreviewEndToEndTests {
  @Test func listsThePreviewsInTheTerminalAndStaysInTheShell() async throws {
    let tmux = try Tmux(columns: 60, rows: 12)
    defer { tmux.kill() }
    try tmux.type("\(BuiltExecutable.path("Catalog")!) --list-previews; echo listed $?")
    try tmux.send("Enter")
    #expect(try await tmux.waitFor("listed 0"))
    let screen = try tmux.screen()
    for name in ["Controls", "Form", "Packing list", "SheetContent", "TrailDetail"] {
      #expect(screen.contains("\n\(name)\n"), "\(name) is listed on a line of its own")
    }
    #expect(try !tmux.alternateScreen(), "listing does not take the screen")
  }

  @Test func showsOnePreviewFullScreen() async throws {
    let tmux = try Tmux(columns: 60, rows: 12)
    defer { tmux.kill() }
    try tmux.type("\(BuiltExecutable.path("Catalog")!) --preview TrailDetail")
    try tmux.send("Enter")
    #expect(try await tmux.waitFor("Preview Ridge"))
    #expect(try await tmux.waitFor("3.2 km"))
    try tmux.send("C-c")
  }

  @Test func showsAMacroDeclaredPreviewThatWorks() async throws {
    let tmux = try Tmux(columns: 60, rows: 20)
    defer { tmux.kill() }
    try tmux.type("\(BuiltExecutable.path("Catalog")!) --preview Controls")
    try tmux.send("Enter")
    #expect(try await tmux.waitFor("Tapped 0 times"))
    try tmux.send("Tab")
    try tmux.send("Enter")
    #expect(try await tmux.waitFor("Tapped 1 times"), "Tab focuses the first control, the button")
    try tmux.send("C-c")
  }
}

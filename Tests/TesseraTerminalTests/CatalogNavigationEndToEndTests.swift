import EndToEndSupport
import Foundation
import Testing

/// The Catalog's navigation and presentations, run in tmux and used with the keyboard:
/// pushing and popping, sheets, alerts and dialogs, windows, pages, popovers, banners and
/// links.
@Suite(.serialized, .enabled(if: Tmux.isAvailable && BuiltExecutable.path("Catalog") != nil))
struct CatalogNavigationEndToEndTests {
  /// Starts the Catalog for each test, with its settings in the test's own folder.
  private let catalog = CatalogLauncher()

  @Test func navigatesPushesAndPops() async throws {
    let tmux = try await catalog.launch()
    defer { tmux.kill() }
    try tmux.send("M-2")
    #expect(try await tmux.waitFor("Summit Path"))
    // The status item stands in a bar along the bottom, over the tab bar.
    let rows = try tmux.screen().split(separator: "\n", omittingEmptySubsequences: false)
    let status = try #require(rows.lastIndex { $0.contains("3 trails, 16.4 km") })
    #expect(rows[(status + 1)...].contains { $0.contains("Navigat") }, "the tab bar is below")
    try tmux.send("Tab", "Enter")
    #expect(try await tmux.waitFor("4.5 km"))
    // The principal item (a symbol and the name) is in the bar, in the title's place, once
    // the page has slid in (a loaded machine can pause between frames of the slide).
    #expect(
      try await tmux.waitUntil { $0.split(separator: "\n").first?.contains("Ridge Loop") == true })
    try tmux.send("Escape")
    #expect(try await tmux.waitUntil { $0.contains("River Walk") && !$0.contains("4.5 km") })
    // The links push values into a path the screen owns: a button sets it in code, and a
    // button on the pushed page empties it. Back on the list, the focus is on the link
    // that was opened, the first: the button is three controls on.
    try tmux.send("Tab", "Tab", "Tab", "Enter")
    #expect(try await tmux.waitFor("9.8 km"), "the summit page was pushed in code")
    try tmux.send("Tab", "Tab", "Tab", "Enter")
    #expect(try await tmux.waitUntil { $0.contains("River Walk") && !$0.contains("9.8 km") })
  }

  @Test func opensAndDismissesASheetAndAnAlert() async throws {
    let tmux = try await catalog.launch()
    defer { tmux.kill() }
    try tmux.send("M-3")
    #expect(try await tmux.waitFor("Answer: none yet"))
    try tmux.send("Tab", "Enter")
    #expect(try await tmux.waitFor("A sheet"))
    try tmux.send("Escape")
    #expect(try await tmux.waitUntil { !$0.contains("A sheet") })
    // The focus is back on the button that opened the sheet; the next one opens the alert.
    try tmux.send("Tab", "Enter")
    #expect(try await tmux.waitFor("Take the trail?"))
    try tmux.send("Escape")
    #expect(try await tmux.waitFor("Answer: no"), "Esc runs the alert's cancel button")
  }

  /// The trail pages open are saved with `NavigationPath.codable` as they change, and
  /// open again when the Catalog next starts with the same settings.
  @Test func theTrailPathComesBackAtTheNextStart() async throws {
    let configuration = catalog.freshConfiguration()
    let tmux = try await catalog.launch(configuration: configuration)
    defer { tmux.kill() }
    try tmux.send("M-2")
    #expect(try await tmux.waitFor("Summit Path"))
    try tmux.send("Tab", "Enter")
    #expect(try await tmux.waitFor("4.5 km"))
    try tmux.send("C-c")
    #expect(try await tmux.waitUntil { _ in !((try? tmux.alternateScreen()) ?? true) })
    try catalog.start(in: tmux, configuration: configuration)
    #expect(try await tmux.waitFor("Tapped 0 times"))
    try tmux.send("M-2")
    #expect(try await tmux.waitFor("4.5 km"), "the Ridge Loop page is open again")
    try tmux.send("Escape")
    #expect(try await tmux.waitFor("Other ways to navigate"))
  }

  /// The other ways to navigate, from the keyboard: the title menu, a trailing item, a
  /// destination shown for an item, a page that pops itself through `presentationMode`,
  /// and a page whose only way back is its own Done.
  @Test func theOtherWaysPagePushesAndPopsAsItsControlsSay() async throws {
    let tmux = try await catalog.launch()
    defer { tmux.kill() }
    try tmux.send("M-2")
    #expect(try await tmux.waitFor("Other ways to navigate"))
    for _ in 0..<6 { try tmux.send("Tab") }
    try tmux.send("Enter")
    #expect(try await tmux.waitFor("Steps counted: 0"))
    // The title menu, after the back button, opens with its first action marked.
    try tmux.send("Tab", "Tab", "Enter")
    try tmux.send("Enter")
    #expect(try await tmux.waitFor("A map of the three trails"))
    try tmux.send("Escape")
    #expect(try await tmux.waitFor("Steps counted: 0"))
    // Back on the menu's button: the next control is the bar's trailing item.
    try tmux.send("Tab", "Enter")
    #expect(try await tmux.waitFor("Steps counted: 1"))
    try tmux.send("Tab", "Tab", "Enter")  // Open River Walk
    #expect(try await tmux.waitFor("2.1 km"), "pushed for the item")
    try tmux.send("Escape")
    #expect(try await tmux.waitUntil { !$0.contains("2.1 km") && $0.contains("Steps counted") })
    try tmux.send("Tab", "Enter")  // An old-style page
    #expect(try await tmux.waitFor("Written the iOS 13 way"))
    try tmux.send("Tab", "Tab", "Enter")  // past the back button to "Close this page"
    #expect(try await tmux.waitFor("Steps counted: 1"), "presentationMode popped it")
    try tmux.send("Tab", "Enter")  // A page without a back button
    #expect(try await tmux.waitFor("Only Done leaves this page"))
    try await tmux.waitUntilStill()  // the page slides in
    let bar = try #require(tmux.screen().split(separator: "\n").first)
    #expect(!bar.contains("‹"), "no back button: \(bar)")
    try tmux.send("Tab", "Enter")
    #expect(try await tmux.waitFor("Steps counted: 1"), "Done went back")
  }

  /// A `Link` hands its URL to the `xdg-open` on the `PATH`, as a desktop opens it.
  @Test func aLinkOpensItsURLWithTheXdgOpenOnThePath() async throws {
    let folder = catalog.scratch.url.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let opened = catalog.scratch.url.appendingPathComponent("opened.txt")
    let opener = folder.appendingPathComponent("xdg-open")
    try "#!/bin/sh\necho \"$1\" > '\(opened.path)'\n".write(
      to: opener, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: opener.path)
    let tmux = try await catalog.launch(environment: "PATH='\(folder.path)':\"$PATH\" ")
    defer { tmux.kill() }
    try tmux.send("M-4")
    #expect(try await tmux.waitFor("Trailblazer"))
    for _ in 0..<8 { try tmux.send("Tab") }  // to the About disclosure group
    try tmux.send("Enter")
    #expect(try await tmux.waitFor("Trail etiquette"))
    try tmux.send("Tab", "Enter")
    #expect(
      try await tmux.waitUntil { _ in
        (try? String(contentsOf: opened, encoding: .utf8)) == "https://example.org/trails\n"
      }, "xdg-open was handed the link's URL")
  }

  /// A URL given on the command line reaches the app's `onOpenURL` before the first
  /// frame: the Catalog opens that trail on its Navigation tab, with the stack's root
  /// under it.
  @Test func aLinkOnTheCommandLineOpensItsTrail() async throws {
    let tmux = try Tmux(columns: 80, rows: 24)
    defer { tmux.kill() }
    try catalog.start(
      in: tmux, configuration: catalog.freshConfiguration(), arguments: "catalog://trail/3")
    #expect(try await tmux.waitFor("9.8 km"), "the Summit Path page")
    try tmux.send("Escape")
    #expect(try await tmux.waitFor("Other ways to navigate"), "back on the Trails page")
  }

  /// A sheet with Cancel and Save in its bar keeps what was typed from Esc
  /// (`interactiveDismissDisabled`), and alerts show the data they present or the error
  /// they report.
  @Test func aTripSheetRefusesEscOnceEditedAndAlertsPresentTheirData() async throws {
    let tmux = try await catalog.launch()
    defer { tmux.kill() }
    try tmux.send("M-3")
    #expect(try await tmux.waitFor("Plan a trip"))
    for _ in 0..<10 { try tmux.send("Tab") }
    try tmux.send("Enter")
    #expect(try await tmux.waitFor("Esc closes this sheet"))
    let bar = try #require(tmux.screen().split(separator: "\n").first)
    #expect(bar.hasPrefix(" Cancel") && bar.hasSuffix("Save"), "Cancel leads, Save trails: \(bar)")
    // Past Cancel (Save is disabled while the field is empty) to the field.
    try tmux.send("Tab", "Tab")
    try tmux.type("Coast")
    #expect(try await tmux.waitFor("Cancel or Save to close it"))
    try tmux.send("Escape")
    try await tmux.waitUntilStill()
    #expect(try tmux.screen().contains("Coast"), "Esc does not throw the typing away")
    try tmux.send("BTab", "Enter")  // Save
    #expect(try await tmux.waitFor("Answer: trip to Coast"))
    // The focus is back on "Plan a trip"; the next button presents a trail in an alert.
    try tmux.send("Tab", "Enter")
    #expect(try await tmux.waitFor("Summit Path is 9.8 km long."))
    try tmux.send("Enter")
    #expect(try await tmux.waitUntil { !$0.contains("km long") })
    try tmux.send("Tab", "Enter")
    #expect(try await tmux.waitFor("The map could not be saved"))
    #expect(try tmux.screen().contains("Free some space and try again."))
    try tmux.send("Enter")
    #expect(try await tmux.waitUntil { !$0.contains("could not be saved") })
  }

  @Test func aConfirmationDialogOffersRoutesAndEscCancels() async throws {
    let tmux = try await catalog.launch()
    defer { tmux.kill() }
    try tmux.send("M-3")
    #expect(try await tmux.waitFor("Choose a route"))
    try tmux.send("Tab", "Tab", "Tab", "Tab", "Enter")
    #expect(try await tmux.waitFor("Which route?"))
    #expect(try await tmux.waitFor("Cancel"), "the dialog adds its Cancel")
    try tmux.send("Escape")
    #expect(try await tmux.waitUntil { !$0.contains("Which route?") })
    try tmux.send("Enter")  // the focus is back on Choose a route
    #expect(try await tmux.waitFor("Which route?"))
    try tmux.send("Tab", "Tab", "Enter")  // Valley
    #expect(try await tmux.waitFor("Answer: valley"))
    // A menu, and a menu in it: choosing there closes both.
    try tmux.send("Tab", "Enter")  // More
    #expect(try await tmux.waitFor("Pack snacks"))
    try tmux.send("Tab", "Enter")  // Weather, after Pack snacks, which the list opens on
    #expect(try await tmux.waitFor("Check the forecast"))
    try tmux.send("Enter")
    #expect(
      try await tmux.waitUntil { $0.contains("Answer: forecast") && !$0.contains("Pack snacks") })
  }

  @Test func opensAWindowSceneOverTheAppSwitchesWithF6AndClosesItWithEsc() async throws {
    let tmux = try await catalog.launch()
    defer { tmux.kill() }
    try tmux.send("M-3")
    #expect(try await tmux.waitFor("Open notes window"))
    try tmux.send("Tab", "Tab", "Tab", "Enter")
    #expect(try await tmux.waitFor("Nothing noted"), "the Window scene opened")
    #expect(try !tmux.screen().contains("Answer: none yet"), "it covers the app's window")
    try tmux.send("Tab")
    try tmux.type("milk")
    #expect(try await tmux.waitFor("Noted: milk"), "its controls have the focus")
    // F6 lists the windows; Return brings the next one (the app's own) forward, and the
    // notes window stays open behind it with what was typed.
    try tmux.send("F6")
    #expect(try await tmux.waitFor("Catalog notes ✓"))
    try tmux.send("Enter")
    #expect(try await tmux.waitUntil { $0.contains("Answer: none yet") && !$0.contains("Noted") })
    try tmux.send("F6", "Enter")
    #expect(try await tmux.waitFor("Noted: milk"), "the notes window kept its text")
    try tmux.send("Escape")
    #expect(try await tmux.waitUntil { $0.contains("Answer: none yet") && !$0.contains("Noted") })
  }

  @Test func pagesTurnFromTheirDotsAndStylesOfTheAppDrawTheirViews() async throws {
    let tmux = try await catalog.launch()
    defer { tmux.kill() }
    try tmux.send("M-7")
    #expect(try await tmux.waitFor("Pages"))
    for _ in 0..<7 { try tmux.send("Tab") }
    try tmux.send("Enter")
    #expect(try await tmux.waitFor("First page"))
    try await tmux.waitUntilStill()  // the page slides in
    #expect(try tmux.screen().contains("● ○ ○"), "one dot a page, the first filled")
    // Tab reaches the back button, then → the first dot, whose → turns the page.
    try tmux.send("Tab", "Right")
    try tmux.send("Right")
    #expect(try await tmux.waitUntil { $0.contains("Second page") && $0.contains("○ ● ○") })
    try tmux.send("Right")
    #expect(try await tmux.waitUntil { $0.contains("Last page") && $0.contains("○ ○ ●") })
    try tmux.send("Escape")
    #expect(try await tmux.waitFor("Styles"))
    try tmux.send("Up", "Enter")
    #expect(try await tmux.waitFor("Charge 60%"), "the gauge's own style")
    try await tmux.waitUntilStill()  // the page slides in from the trailing edge
    let details = try tmux.screen().split(separator: "\n").first { $0.contains("Details") }
    #expect(details?.contains("+") == true, "the disclosure group's own style")
    #expect(try tmux.screen().contains("Trailing icon ★"), "the label's own style")
  }

  @Test func aPopoverStandsInABoxUnderItsButtonOverTheScreen() async throws {
    let tmux = try await catalog.launch()
    defer { tmux.kill() }
    try tmux.send("M-3")
    #expect(try await tmux.waitFor("Show a tip"))
    for _ in 0..<7 { try tmux.send("Tab") }
    try tmux.send("Enter")
    #expect(try await tmux.waitFor("Esc closes a popover"))
    let rows = try tmux.screen().split(separator: "\n", omittingEmptySubsequences: false)
    let button = try #require(rows.firstIndex { $0.contains("Show a tip") })
    #expect(rows[button + 1].contains("╭"), "the box's edge under the button")
    #expect(rows.contains { $0.contains("Open sheet") }, "the screen shows around it")
    try tmux.send("Escape")
    #expect(try await tmux.waitUntil { !$0.contains("Esc closes a popover") })
  }

  @Test func aHalfSheetRisesOverTheLowerHalfAndGrowsWithAltUp() async throws {
    let tmux = try await catalog.launch()
    defer { tmux.kill() }
    try tmux.send("M-3")
    #expect(try await tmux.waitFor("Open a half sheet"))
    for _ in 0..<8 { try tmux.send("Tab") }
    try tmux.send("Enter")
    #expect(try await tmux.waitFor("By difficulty"))
    let rows = try tmux.screen().split(separator: "\n", omittingEmptySubsequences: false)
    let edge = try #require(rows.firstIndex { $0.contains("━━━━━") }, "its top edge")
    #expect(edge >= 10 && edge <= 13, "half way down the 24 rows: \(edge)")
    #expect(rows[..<edge].contains { $0.contains("Open sheet") }, "the app shows above it")
    try tmux.send("M-Up")
    #expect(try await tmux.waitUntil { !$0.contains("Open sheet") }, "grown to the full height")
    try tmux.send("Tab", "Down", "Enter")
    #expect(try await tmux.waitFor("Answer: sorted by length"))
  }

  @Test func aReminderComesAsABannerAlongTheTop() async throws {
    let tmux = try await catalog.launch()
    defer { tmux.kill() }
    try tmux.send("M-3")
    #expect(try await tmux.waitFor("Remind me in 3 seconds"))
    for _ in 0..<9 { try tmux.send("Tab") }
    try tmux.send("Enter")
    #expect(try await tmux.waitFor("Trail reminder"), "the banner, three seconds later")
    let rows = try tmux.screen().split(separator: "\n", omittingEmptySubsequences: false)
    let banner = try #require(rows.firstIndex { $0.contains("Trail reminder") })
    #expect(banner <= 1, "along the top: row \(banner)")
    #expect(rows[banner + 1].contains("Pack water before you go."))
  }

  /// The mail split view stands in three columns side by side in a wide terminal, and
  /// collapses into one stack, the sidebar first, below 75 columns.
  @Test func theMailSplitViewCollapsesInANarrowTerminal() async throws {
    let tmux = try await catalog.launch(columns: 100, rows: 24)
    defer { tmux.kill() }
    try tmux.send("M-7")
    #expect(try await tmux.waitFor("Mail (split view)"))
    for _ in 0..<10 { try tmux.send("Tab") }
    try tmux.send("Enter")
    #expect(try await tmux.waitFor("Choose a mailbox"))
    let wide = try tmux.screen()
    #expect(wide.contains("Mailboxes") && wide.contains("No message chosen"), "\(wide)")
    #expect(wide.split(separator: "\n").contains { $0.filter { $0 == "│" }.count == 2 })
    try tmux.resize(columns: 60, rows: 24)
    #expect(
      try await tmux.waitUntil {
        $0.contains("Inbox") && !$0.contains("Choose a mailbox") && !$0.contains("│")
      }, "one stack, on the sidebar")
    try tmux.resize(columns: 100, rows: 24)
    #expect(try await tmux.waitFor("Choose a mailbox"), "side by side again")
  }

  @Test func theReaderHidesBothBarsUntilTheUserGoesBack() async throws {
    let tmux = try await catalog.launch()
    defer { tmux.kill() }
    try tmux.send("M-7")
    #expect(try await tmux.waitFor("Reader (hides the bar)"))
    for _ in 0..<11 { try tmux.send("Tab") }
    try tmux.send("Enter")
    #expect(try await tmux.waitFor("Hide the bar"))
    // The back button, the bookmark, then the page's button.
    try tmux.send("Tab", "Tab", "Tab", "Enter")
    #expect(try await tmux.waitFor("Show the bar"))
    #expect(
      try await tmux.waitUntil { !$0.contains("Bookmark") && !$0.contains("Gestures") },
      "neither the navigation bar nor the tab bar shows")
    try tmux.send("Escape")
    #expect(try await tmux.waitUntil { $0.contains("Gestures") && $0.contains("Table") })
  }
}

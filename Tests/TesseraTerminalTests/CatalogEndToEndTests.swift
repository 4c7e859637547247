import Foundation
import Testing

/// Where the package's executables are built: next to the test bundle.
enum BuiltExecutable {
  static func path(_ name: String) -> String? {
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let path = directory.appendingPathComponent(name).path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
  }
}

/// Runs the real Catalog executable in tmux and uses it with the keyboard.
@Suite(.serialized, .enabled(if: Tmux.isAvailable && BuiltExecutable.path("Catalog") != nil))
struct CatalogEndToEndTests {
  private func launch(columns: Int = 80, rows: Int = 24) throws -> Tmux {
    let tmux = try Tmux(columns: columns, rows: rows)
    try tmux.type(BuiltExecutable.path("Catalog")!)
    try tmux.send("Enter")
    #expect(try tmux.waitFor("Tapped 0 times"), "the Catalog starts")
    return tmux
  }

  @Test func controlsRespondToKeys() throws {
    let tmux = try launch()
    defer { tmux.kill() }
    try tmux.send("Tab", "Enter")
    #expect(try tmux.waitFor("Tapped 1 times"))
    try tmux.send("Tab", "Tab")
    try tmux.type("Ana")
    #expect(try tmux.waitFor("Hello, Ana!"))
    try tmux.send("Tab", "Right")
    try tmux.send("BTab", "BTab", "Space")
    #expect(try tmux.waitFor("[x]"), "the dark-mode toggle turned on")
  }

  @Test func navigatesPushesAndPops() throws {
    let tmux = try launch()
    defer { tmux.kill() }
    try tmux.send("M-2")
    #expect(try tmux.waitFor("Summit Path"))
    try tmux.send("Tab", "Enter")
    #expect(try tmux.waitFor("4.5 km"))
    try tmux.send("Escape")
    #expect(try tmux.waitUntil { $0.contains("River Walk") && !$0.contains("4.5 km") })
  }

  @Test func opensAndDismissesASheetAndAnAlert() throws {
    let tmux = try launch()
    defer { tmux.kill() }
    try tmux.send("M-3")
    #expect(try tmux.waitFor("Answer: none yet"))
    try tmux.send("Tab", "Enter")
    #expect(try tmux.waitFor("A sheet"))
    try tmux.send("Escape")
    #expect(try tmux.waitUntil { !$0.contains("A sheet") })
    try tmux.send("Tab", "Tab", "Enter")
    #expect(try tmux.waitFor("Take the trail?"))
    try tmux.send("Escape")
    #expect(try tmux.waitFor("Answer: no"), "Esc runs the alert's cancel button")
  }

  @Test func resizesAndRestoresTheTerminalOnCtrlC() throws {
    let tmux = try launch()
    defer { tmux.kill() }
    #expect(try tmux.alternateScreen())
    try tmux.resize(columns: 50, rows: 20)
    #expect(
      try tmux.waitUntil { screen in
        screen.split(separator: "\n").allSatisfy { $0.count <= 50 } && screen.contains("Controls")
      })
    try tmux.send("C-c")
    #expect(try tmux.waitUntil { _ in !((try? tmux.alternateScreen()) ?? true) })
    try tmux.type("stty -a | tr ' ' '\\n' | grep -x -e echo -e icanon")
    try tmux.send("Enter")
    #expect(
      try tmux.waitUntil { $0.contains("\necho") && $0.contains("\nicanon") },
      "echo and canonical mode are back on")
  }
}

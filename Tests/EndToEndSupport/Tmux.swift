import Foundation

/// Drives a program in a detached tmux session, as a person at a terminal would.
public struct Tmux {
  /// The session's name.
  public let session: String

  /// The socket of the session's own tmux server. Each session has a server of its own
  /// (on the tests' socket prefix, never a person's own server): with one shared server,
  /// a test ending the last session could take the server away while another test's new
  /// session was starting (the session the CI run could not find), and server-wide
  /// options and paste buffers leaked between tests.
  private let socket: String

  /// Whether tmux is installed.
  public static var isAvailable: Bool {
    FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")
  }

  /// Starts a shell in a new session of the given size.
  public init(columns: Int, rows: Int) throws {
    let id = UUID().uuidString.prefix(8)
    session = "tessera-\(id)"
    socket = "\(Self.socketPrefix)-\(id)"
    // The tmux server starts here; it must not be handed a captured pipe (see Spawn).
    try run(
      capturing: false,
      [
        "new-session", "-d", "-s", session, "-x", "\(columns)", "-y", "\(rows)",
        "env -i PATH=/usr/bin:/bin TERM=xterm-256color HOME=/tmp bash --norc --noprofile",
      ])
  }

  /// Ends the session and its server, and removes the server's socket file (tmux leaves
  /// it behind).
  public func kill() {
    let path = (try? run(["display", "-p", "#{socket_path}"]))?
      .trimmingCharacters(in: .whitespacesAndNewlines)
    _ = try? run(["kill-server"])
    if let path, !path.isEmpty { try? FileManager.default.removeItem(atPath: path) }
  }

  /// Sends keys (tmux key names such as `Enter`, `Tab`, `M-2`, `C-c`, or literal text).
  public func send(_ keys: String...) throws { try run(["send-keys", "-t", session] + keys) }

  /// Types `text` literally.
  public func type(_ text: String) throws { try run(["send-keys", "-t", session, "-l", text]) }

  /// The visible screen as text.
  public func screen() throws -> String { try run(["capture-pane", "-p", "-t", session]) }

  /// Where `text` first shows on the screen: the column and row (from 0) of its first cell.
  public func place(of text: String) throws -> (column: Int, row: Int)? {
    for (row, line) in try screen().split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if let range = line.range(of: text) {
        return (line.distance(from: line.startIndex, to: range.lowerBound), row)
      }
    }
    return nil
  }

  /// Clicks mouse `button` (0 the left, 2 the right) `count` times on the cell at `column`
  /// and `row` (from 0), sent as the SGR mouse reports (mode 1006) a program that asked
  /// for the mouse reads.
  public func click(column: Int, row: Int, button: Int = 0, count: Int = 1) throws {
    for _ in 0..<count {
      try mouse(button, column, row, pressed: true)
      try mouse(button, column, row, pressed: false)
    }
  }

  /// Drags with the left button from one cell to another, through `steps` cells between.
  public func drag(
    from start: (column: Int, row: Int), to end: (column: Int, row: Int), steps: Int = 4
  ) throws {
    try mouse(0, start.column, start.row, pressed: true)
    for step in 1...max(steps, 1) {
      let column = start.column + (end.column - start.column) * step / max(steps, 1)
      let row = start.row + (end.row - start.row) * step / max(steps, 1)
      // 32 added: a move with the button held.
      try mouse(32, column, row, pressed: true)
    }
    try mouse(0, end.column, end.row, pressed: false)
  }

  /// Moves the mouse, no button held, to the cell at `column` and `row`: the report a
  /// program that tracks every move (mode 1003) reads.
  public func move(column: Int, row: Int) throws {
    // 35: a move (32) with no button (3).
    try mouse(35, column, row, pressed: true)
  }

  private func mouse(_ code: Int, _ column: Int, _ row: Int, pressed: Bool) throws {
    let report = "\u{1B}[<\(code);\(column + 1);\(row + 1)\(pressed ? "M" : "m")"
    try run(["send-keys", "-t", session, "-l", report])
  }

  /// The visible screen with its colours and attributes.
  public func styledScreen() throws -> StyledScreen {
    StyledScreen(try run(["capture-pane", "-p", "-e", "-t", session]))
  }

  /// Sets the pane's default colours (`bg=colour234,fg=colour252`): what the program
  /// sees as the terminal's own, and what tmux answers when asked for them.
  public func setColors(_ style: String) throws {
    try run(["set-option", "-t", session, "window-style", style])
  }

  /// Lets programs set tmux's paste buffer with OSC 52 (`set-clipboard on`), as a user who
  /// copies from terminal apps in tmux has it.
  public func acceptClipboard() throws {
    try run(["set-option", "-s", "set-clipboard", "on"])
  }

  /// Puts `text` in tmux's paste buffer, as copying in another pane would.
  public func setPasteBuffer(_ text: String) throws {
    try run(["set-buffer", text])
  }

  /// The text of tmux's latest paste buffer, or nil when there is none.
  public func pasteBuffer() -> String? {
    try? run(["show-buffer"])
  }

  /// Where the terminal's cursor is (0-based) and whether it is shown.
  public func cursor() throws -> (column: Int, row: Int, isVisible: Bool) {
    let fields = try run(
      ["display", "-p", "-t", session, "#{cursor_x} #{cursor_y} #{cursor_flag}"]
    ).split(separator: " ").map { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1 }
    guard fields.count == 3 else { return (-1, -1, false) }
    return (fields[0], fields[1], fields[2] == 1)
  }

  /// Whether the program in the pane has the alternate screen on.
  public func alternateScreen() throws -> Bool {
    try run(["display", "-p", "-t", session, "#{alternate_on}"]).hasPrefix("1")
  }

  /// Resizes the window, which sends SIGWINCH to the program.
  public func resize(columns: Int, rows: Int) throws {
    try run(["resize-window", "-t", session, "-x", "\(columns)", "-y", "\(rows)"])
  }

  /// Waits until the screen contains `text` (polling up to `timeout` seconds, generous
  /// for a loaded machine) and returns whether it did.
  @discardableResult
  public func waitFor(_ text: String, timeout: Double = 15) async throws -> Bool {
    try await waitUntil(timeout: timeout) { $0.contains(text) }
  }

  /// Waits until `condition` holds for the screen. It sleeps between looks rather than
  /// blocking a thread, so other tests' tasks and timers keep running.
  public func waitUntil(timeout: Double = 15, _ condition: (String) -> Bool) async throws
    -> Bool
  {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if condition(try screen()) { return true }
      try await Task.sleep(for: .milliseconds(50))
    }
    return condition(try screen())
  }

  /// Waits until the screen stops changing (three looks in a row the same, a tenth of a
  /// second apart): an animation, such as a pushed page sliding in, is over. (Two looks
  /// were not enough on a loaded machine, where a frame can take longer than a tenth.)
  /// Returns whether it did within `timeout` seconds.
  @discardableResult
  public func waitUntilStill(timeout: Double = 15) async throws -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    var last = try screen()
    var same = 0
    while Date() < deadline {
      try await Task.sleep(for: .milliseconds(100))
      let now = try screen()
      same = now == last ? same + 1 : 0
      if same >= 2 { return true }
      last = now
    }
    return false
  }

  /// The prefix of the tmux sockets the tests use, so they never touch a person's own
  /// tmux server.
  public static let socketPrefix = "tessera-tests"

  @discardableResult
  private func run(capturing: Bool = true, _ arguments: [String]) throws -> String {
    try Spawn.run("/usr/bin/tmux", ["-L", socket] + arguments, capture: capturing)
      .output
  }
}

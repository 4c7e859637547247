import Dispatch
import Foundation
import TesseraCore

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a view full-screen in the terminal: the terminal's ``Backend``. Each frame the
/// host loop hands it is drawn into cells and only the cells that changed are written;
/// keys and mouse clicks become actions on the focused control. The run loop is the main
/// dispatch queue, so `Task { @MainActor }` work runs.
@MainActor
package final class TerminalHost: Backend {
  /// The loop that updates the graph, lays it out and hands this host its frames.
  package let loop: HostLoop
  /// The view graph of the window.
  package var graph: ViewGraph { loop.graph }
  /// The engine that lays the graph out in cells.
  package var engine: LayoutEngine { loop.engine }
  /// Terminal cells: 8 × 16 points, text measured in columns.
  package var metrics: any LayoutMetrics { loop.engine.metrics }
  package var renderer: ElementRenderer
  package let device: TerminalDevice
  package private(set) var front: ScreenBuffer?
  package private(set) var bytesWritten = 0
  /// How many nodes the renderer has visited, over all frames: what culling saves.
  /// How many frames drew only the rows their damage touched (the rest kept from the
  /// frame before).
  package private(set) var partialFrames = 0
  /// How many elements the frames have drawn, all told.
  package private(set) var drawnElements = 0
  /// The elements of the last frame.
  package private(set) var lastTree: RenderTree?
  /// How many elements the frames' render trees made anew, all told (the rest were kept
  /// from the frame before).
  package private(set) var builtElements = 0
  /// How many writes the host has made.
  package private(set) var writeCount = 0
  var decoder = InputDecoder()
  /// Whether the terminal reports every mouse move (mode 1003), for `onHover`.
  var isTrackingMotion = false
  /// The focused control, kept by the graph's `FocusTracker` so that `@FocusState`
  /// follows it.
  var focused: ViewNode? {
    get { graph.focus.focused }
    set {
      graph.focus.move(to: newValue)
      focusedFrame = newValue?.frame
    }
  }
  /// Where the focused control was when it was last drawn: when it goes away under the
  /// user (a deleted row's button), the focus moves to the control now there.
  var focusedFrame: CGRect?
  /// The controls that had the focus when something covered them (a presentation, a
  /// page pushed over theirs, another tab), latest last: each has it again when it shows
  /// again with nothing focused, as going back to a list returns to the row opened.
  var coveredFocus: [FocusMemory] = []
  /// The widget the mouse button went down on, which gets the drag and the release.
  weak var mouseWidget: ViewNode?
  /// The slider whose knob the mouse is dragging, from the press to the release.
  weak var mouseSlider: ViewNode?
  /// The button the mouse button is held down on, drawn pressed until the release.
  weak var mouseButton: ViewNode?
  /// The gestures the mouse is pressing or has just tapped (a double tap spans two
  /// presses).
  var gestureSession: GestureSession?
  var cursor = 0
  /// The open menu of a picker, if any: the picker and the highlighted option.
  var menu: (picker: ViewNode, highlighted: Int)?
  /// The open calendar of a date picker, if any: the picker and the highlighted day.
  var calendar: (picker: ViewNode, day: Date)?
  /// Where the clipboard's text goes when the terminal answers a request for it (or,
  /// failing an answer, when text is next pasted): a `PasteButton` pressed.
  var pendingPaste: (@MainActor (String?) -> Void)?
  private var sources: [any DispatchSourceProtocol] = []
  private var escapeTimer: DispatchWorkItem?
  private var diff = ScreenDiff(
    colorMode: ColorMode.detect(from: ProcessInfo.processInfo.environment))
  private var columns = 0
  /// What besides the tree the last frame was drawn with.
  private var lastDrawing: DrawingState?
  /// Whether the last frame showed an indeterminate progress spinner.
  private var hasSpinner = false
  /// The second the texts that show the time were last drawn in.
  private var lastClockSecond = 0
  private var rows = 0
  /// Where output goes; the terminal by default, a buffer in tests.
  package var write: (String) -> Void
  /// In the accessible mode, what has been said: frames are told as lines, not drawn.
  package var transcript: SpokenTranscript?

  /// The terminal's own colours (a light terminal that said nothing, until `run()` asks).
  package private(set) var terminalColors = TerminalColors.assumedLight
  /// The smallest screen that is drawn; below it a notice asks for a bigger terminal.
  package static let minimumSize = (columns: 20, rows: 5)

  package init<Root: View>(rootView: Root, device: TerminalDevice = TerminalDevice()) {
    let metrics = CellMetrics.terminal()
    metrics.sizesImagesFromTheirPixels()
    loop = HostLoop(rootView: rootView, metrics: metrics)
    self.device = device
    renderer = ElementRenderer(palette: .light)
    write = { device.write($0) }
    loop.attach(self)
  }

  // MARK: Running

  /// Takes over the terminal and runs until the user quits (Ctrl-C) or the process is
  /// told to stop; the terminal is restored on every way out. `accessible` runs the
  /// accessible mode (see ``SpokenTranscript``): the app told as lines, for screen readers.
  package func run(accessible: Bool = false) -> Never {
    if accessible { speak() }
    do {
      try device.start(forLines: accessible)
    } catch {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      exit(1)
    }
    Diagnostics.isQuiet = true
    Diagnostics.beforeFatalError = { TerminalRestorer.restore() }
    NSApplication.quit = { [self] in quit(status: 0) }
    let (colors, typed) = TerminalColors.query(device)
    useColors(colors)
    resize(to: device.size)
    listen()
    if !typed.isEmpty { receive(typed) }
    MainRunLoop.run()
  }

  private func listen() {
    let input = DispatchSource.makeReadSource(fileDescriptor: device.input, queue: .main)
    input.setEventHandler { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        guard let bytes = self.device.readAvailable() else { self.quit(status: 0) }
        if !bytes.isEmpty { self.receive(bytes) }
      }
    }
    input.resume()
    sources.append(input)
    let stops: [(signal: Int32, status: Int32)] = [(SIGINT, 130), (SIGTERM, 143), (SIGHUP, 129)]
    for stop in stops {
      signal(stop.signal, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: stop.signal, queue: .main)
      source.setEventHandler { [weak self] in
        MainActor.assumeIsolated { self?.stop(status: stop.status) }
      }
      source.resume()
      sources.append(source)
    }
    signal(SIGWINCH, SIG_IGN)
    let resizeSource = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
    resizeSource.setEventHandler { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        self.resize(to: self.device.size)
      }
    }
    resizeSource.resume()
    sources.append(resizeSource)
    let timer = DispatchSource.makeTimerSource(queue: .main)
    timer.schedule(deadline: .now() + .milliseconds(100), repeating: .milliseconds(100))
    timer.setEventHandler { [weak self] in
      MainActor.assumeIsolated { self?.tick() }
    }
    timer.resume()
    sources.append(timer)
  }

  private func stop(status: Int32) { quit(status: status) }

  /// Restores the terminal, sends the scene to the background (where apps save) and
  /// exits. The terminal goes first: what the user types after quitting is the shell's,
  /// and the frames of the last updates are not drawn.
  package func quit(status: Int32) -> Never {
    device.restore()
    write = { _ in }
    loop.enterBackground()
    // Warnings collected while the screen was ours.
    for message in Diagnostics.messages {
      FileHandle.standardError.write(Data("[Tessera] \(message)\n".utf8))
    }
    exit(status)
  }

  /// Draws on a terminal whose colours are `colors`: views read its scheme as
  /// `colorScheme`, and the palette follows it.
  package func useColors(_ colors: TerminalColors) {
    terminalColors = colors
    loop.setColorScheme(colors.scheme)
  }

  /// Switches to the accessible mode: frames are told as lines, and the app's
  /// accessibility notifications are printed.
  package func speak() {
    transcript = SpokenTranscript(appName: ProcessInfo.processInfo.processName)
    AccessibilityEvents.listener = { [weak self] event in
      guard let self else { return }
      if event == .screenChanged { self.transcript?.readScreenAgain() }
      if let line = SpokenTranscript.line(for: event) { self.say([line]) }
      self.loop.present()
    }
  }

  /// Writes `lines`, each on a line of its own (raw mode does not turn "\n" into a new
  /// line at the start of the next).
  private func say(_ lines: [String]) {
    guard !lines.isEmpty else { return }
    let output = lines.map { $0 + "\r\n" }.joined()
    bytesWritten += output.utf8.count
    writeCount += 1
    write(output)
  }

  // MARK: Drawing

  /// Lays the tree out for a screen of `size` cells and repaints it all.
  package func resize(to size: (columns: Int, rows: Int)) {
    columns = size.columns
    rows = size.rows
    front = nil
    loop.resize(
      to: CGSize(
        width: CGFloat(columns) * renderer.cellSize.width,
        height: CGFloat(rows) * renderer.cellSize.height))
  }

  /// Draws the whole screen again from the tree as it is.
  package func redraw() {
    loop.present(cause: .redraw)
  }

  /// Draws `frame` and writes the cells that changed. After an update that changed only
  /// part of the window, only the rows its damage touches are drawn again; input, a new
  /// focus, an open menu, a resize or a new palette draw everything.
  package func present(_ frame: Frame) {
    guard columns > 0, rows > 0 else { return }
    updateFocusForPresentations()
    renderer.focused = focused?.renderID
    renderer.cursor = cursor
    renderer.menu = menu.flatMap {
      $0.picker.isMounted ? ($0.picker.renderID, $0.highlighted) : nil
    }
    renderer.calendar = calendar.flatMap {
      $0.picker.isMounted ? ($0.picker.renderID, $0.day) : nil
    }
    let tree = frame.renderTree()
    builtElements += tree.builtElements
    lastTree = tree
    if var transcript {
      say(transcript.lines(for: tree, focused: focused?.renderID))
      self.transcript = transcript
      return
    }
    followPointer(loop.followsPointer)
    let drawing = DrawingState(of: renderer)
    defer { lastDrawing = drawing }
    let back: ScreenBuffer
    if columns < Self.minimumSize.columns || rows < Self.minimumSize.rows {
      back = Self.tooSmallNotice(columns: columns, rows: rows)
    } else if let front, let band = changedRows(frame, drawing: drawing, over: front) {
      guard !band.isEmpty else { return }
      partialFrames += 1
      back = redrawn(band, of: tree, over: front) ?? wholeFrame(tree)
    } else {
      back = wholeFrame(tree)
    }
    diff.cursor = front == nil ? nil : diff.cursor
    let caretBefore = front?.caret
    var output = diff.output(from: front, to: back)
    front = back
    if let caret = back.caret, !output.isEmpty || caret != caretBefore {
      // The terminal's own cursor, as a bar, at the insertion point.
      output += "\u{1B}[\(caret.row + 1);\(caret.column + 1)H"
      if caretBefore == nil { output += "\u{1B}[6 q\u{1B}[?25h" }
      diff.cursor = (caret.column, caret.row)
    } else if back.caret == nil, caretBefore != nil {
      output += "\u{1B}[?25l"
    }
    guard !output.isEmpty else { return }
    bytesWritten += output.utf8.count
    writeCount += 1
    write(output)
  }

  /// Animations are drawn at up to 30 frames a second: enough for motion in whole cells,
  /// and few bytes.
  package func requestAnimationFrame(_ draw: @escaping @MainActor () -> Void) {
    DispatchQueue.main.asyncAfter(deadline: .now() + 1.0 / 30) {
      MainActor.assumeIsolated { draw() }
    }
  }

  /// Puts `text` on the clipboard with OSC 52, which most terminals honour (tmux does with
  /// `set-clipboard on`); a terminal that does not ignores it.
  package func copyToClipboard(_ text: String) {
    write("\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}")
  }

  /// Asks the terminal for its clipboard with OSC 52 (tmux answers with its paste buffer;
  /// other terminals may refuse); `deliver` gets the answer, or the next text pasted.
  package func readClipboard(_ deliver: @escaping @MainActor (String?) -> Void) {
    pendingPaste = deliver
    write("\u{1B}]52;c;?\u{07}")
  }

  /// Passes a notification to the desktop with OSC 9, which terminals such as iTerm2,
  /// WezTerm, kitty, foot and Windows Terminal turn into a desktop notification (others
  /// ignore it), and in the accessible mode says it.
  package func deliverNotification(title: String, body: String) {
    let text = [title, body].filter { !$0.isEmpty }.joined(separator: ": ")
    let printable = String(text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F })
    write("\u{1B}]9;\(printable)\u{07}")
    if transcript != nil, let line = SpokenTranscript.line(for: .announcement(printable)) {
      say([line])
    }
  }

  /// Turns the terminal's reports of every mouse move (not only drags) on while a view
  /// follows the pointer (`onHover`), and off when none does: they cost a report per cell
  /// crossed. Turning 1003 off turns every mouse mode off (in xterm and tmux), so button
  /// tracking is asked for again after it.
  private func followPointer(_ wanted: Bool) {
    guard wanted != isTrackingMotion else { return }
    isTrackingMotion = wanted
    write(wanted ? "\u{1B}[?1003h" : "\u{1B}[?1003l" + TerminalRestorer.buttonTracking)
  }

  /// The rows to draw again over `front` (none when nothing changed), or nil when the
  /// whole frame must be drawn: input arrived (it can change what the tree does not
  /// record: a widget's own state, the focus), the damage is not a rectangle, something
  /// the frame is drawn with besides the tree changed, or a pop-up is open (it is drawn
  /// where its control is, over any row).
  private func changedRows(_ frame: Frame, drawing: DrawingState, over front: ScreenBuffer)
    -> Range<Int>?
  {
    let damage = frame.damage
    guard frame.cause == .update, !damage.isEverything, drawing == lastDrawing,
      front.columns == columns, front.rows == rows, renderer.menu == nil,
      renderer.calendar == nil
    else { return nil }
    return damage.isEmpty ? 0..<0 : renderer.rows(touching: damage.rect)
  }

  /// The whole screen drawn, in the colour scheme the tree asks for.
  private func wholeFrame(_ tree: RenderTree) -> ScreenBuffer {
    renderer.palette = palette(for: tree)
    let (drawn, findings) = renderer.render(tree, columns: columns, rows: rows)
    hasSpinner = tree.summary.hasSpinner
    drawnElements += findings.drawnElements
    return drawn
  }

  /// The palette `tree` is drawn in: for the scheme it asks for, else the terminal's.
  private func palette(for tree: RenderTree) -> Palette {
    Palette.forScheme(
      tree.summary.preferredColorScheme ?? terminalColors.scheme, on: terminalColors)
  }

  /// The tree built afresh, keeping nothing from earlier frames, and the whole screen
  /// drawn from it as the last frame was: what an incremental frame must equal.
  package func freshFrame() -> (
    tree: RenderTree, screen: ScreenBuffer, findings: ElementRenderer.Findings
  ) {
    let tree = loop.freshRenderTree()
    let (screen, findings) = renderer.render(tree, columns: columns, rows: rows)
    return (tree, screen, findings)
  }

  /// `front` with `band`'s rows drawn again, or nil when the tree asks for the other
  /// colour scheme (then all of the screen changes).
  private func redrawn(_ band: Range<Int>, of tree: RenderTree, over front: ScreenBuffer)
    -> ScreenBuffer?
  {
    if palette(for: tree) != renderer.palette {
      return nil
    }
    let (drawn, findings) = renderer.render(tree, columns: columns, rows: rows, band: band)
    drawnElements += findings.drawnElements
    hasSpinner = tree.summary.hasSpinner
    var back = front
    back.copyRows(band, from: drawn)
    return back
  }

  /// Advances the spinner of indeterminate progress views, when the last frame had one,
  /// and draws the texts that show the time again when a new second has begun.
  private func tick() {
    let second = Int(Date().timeIntervalSince1970)
    let newSecond = loop.showsTimeTexts && second != lastClockSecond
    guard hasSpinner || newSecond else { return }
    if newSecond {
      lastClockSecond = second
      loop.damageTimeTexts()
    }
    if hasSpinner { renderer.animationFrame += 1 }
    loop.present()
  }

  /// The screen shown when the terminal is smaller than `minimumSize`: the longest
  /// wording that fits whole, down to a single cell, centred.
  static func tooSmallNotice(columns: Int, rows: Int) -> ScreenBuffer {
    var buffer = ScreenBuffer(columns: columns, rows: rows)
    let needed = "need \(minimumSize.columns)×\(minimumSize.rows)"
    let wordings = [
      ["Terminal too small", "(\(columns)×\(rows); \(needed))"],
      ["Terminal too small", needed],
      ["Too small", needed],
      ["Too small"],
      ["Small"],
      ["!"],
    ]
    let fitting = wordings.first { lines in
      lines.count <= rows && lines.allSatisfy { TextWrapping.columns(of: $0) <= columns }
    }
    guard let lines = fitting else { return buffer }
    let top = (rows - lines.count) / 2
    for (index, line) in lines.enumerated() {
      let column = (columns - TextWrapping.columns(of: line)) / 2
      buffer.write(line, column: column, row: top + index, style: .plain)
    }
    return buffer
  }

  // MARK: Input

  /// Handles bytes read from the terminal.
  package func receive(_ bytes: [UInt8]) {
    for event in decoder.decode(bytes) { handle(event) }
    escapeTimer?.cancel()
    if decoder.hasPending {
      let work = DispatchWorkItem { [weak self] in
        MainActor.assumeIsolated {
          guard let self else { return }
          for event in self.decoder.flushPendingEscape() { self.handle(event) }
        }
      }
      escapeTimer = work
      DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(40), execute: work)
    }
  }
}

/// A control that had the focus, and its text cursor, kept while a presentation covers it.
struct FocusMemory {
  weak var node: ViewNode?
  let cursor: Int
}

/// What a frame is drawn with besides the tree: when any of it changes, every row may.
@MainActor
private struct DrawingState: Equatable {
  let focused: RenderID?
  let cursor: Int?
  let menuPicker: RenderID?
  let menuHighlighted: Int?
  let calendar: Date?
  let calendarPicker: RenderID?
  let animationFrame: Int
  let palette: Palette

  init(of renderer: ElementRenderer) {
    focused = renderer.focused
    cursor = renderer.cursor
    menuPicker = renderer.menu?.picker
    menuHighlighted = renderer.menu?.highlighted
    calendar = renderer.calendar?.day
    calendarPicker = renderer.calendar?.picker
    animationFrame = renderer.animationFrame
    palette = renderer.palette
  }
}

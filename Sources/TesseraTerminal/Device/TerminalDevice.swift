import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The controlling terminal: raw mode, the alternate screen, mouse and paste reporting,
/// its size, and writing bytes to it. Whatever happens, `restore()` (also run at exit and
/// from signal handlers, see `TerminalRestorer`) puts the terminal back as it was.
package final class TerminalDevice {
  /// The file descriptor read from.
  package let input: Int32
  /// The file descriptor written to: once started, a copy of the terminal's, while what
  /// the app prints is held back (`PrintedOutput`).
  package private(set) var output: Int32

  package init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
    self.input = input
    self.output = output
  }

  /// Whether both ends are terminals.
  package var isTerminal: Bool { isatty(input) == 1 && isatty(output) == 1 }

  /// The size in columns and rows; when the terminal does not say, `$COLUMNS` ×
  /// `$LINES`, else 80 × 24.
  package var size: (columns: Int, rows: Int) {
    var window = winsize()
    if ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
      return (Int(window.ws_col), Int(window.ws_row))
    }
    let environment = ProcessInfo.processInfo.environment
    return (
      environment["COLUMNS"].flatMap(Int.init) ?? 80, environment["LINES"].flatMap(Int.init) ?? 24
    )
  }

  /// Switches to raw mode and the alternate screen, hides the cursor and turns on mouse
  /// and bracketed-paste reporting; for lines (the accessible mode), raw mode and
  /// bracketed paste only, on the normal screen. Throws when the input or the output is
  /// not a terminal (the screen would go to a file or a pipe while the keyboard is taken).
  package func start(forLines: Bool = false) throws {
    var settings = termios()
    guard isTerminal, tcgetattr(input, &settings) == 0 else { throw TerminalError.notATerminal }
    output = PrintedOutput.hold(from: output)
    TerminalRestorer.save(settings, input: input, output: output, forLines: forLines)
    var raw = settings
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
      bytes[Int(VMIN)] = 0
      bytes[Int(VTIME)] = 0
    }
    guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else { throw TerminalError.notATerminal }
    write(forLines ? TerminalRestorer.enterLinesSequence : TerminalRestorer.enterSequence)
  }

  /// Puts the terminal back as it was before `start()`.
  package func restore() { TerminalRestorer.restore() }

  /// Writes `text` completely.
  package func write(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer in
        Glibc.write(output, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return
      }
      offset += written
    }
    bytes.removeAll()
  }

  /// Reads what is available now (nothing blocks: raw mode returns at once); nil when
  /// the terminal has gone away (end of file or an I/O error).
  package func readAvailable() -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
    if count > 0 { return Array(buffer[0..<count]) }
    if count < 0 { return errno == EAGAIN || errno == EINTR ? [] : nil }
    // Zero bytes: with raw mode's VMIN 0 that may just mean "nothing now"; only a hang-up
    // means the terminal is gone.
    var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
    _ = poll(&descriptor, 1, 0)
    return descriptor.revents & Int16(POLLHUP) != 0 ? nil : []
  }
}

/// Why the terminal could not be used.
package enum TerminalError: Error, CustomStringConvertible {
  /// Standard input or output is not a terminal.
  case notATerminal

  package var description: String {
    "Tessera needs a terminal: standard input and output must be a TTY "
      + "(run the app directly, not through a pipe)."
  }
}

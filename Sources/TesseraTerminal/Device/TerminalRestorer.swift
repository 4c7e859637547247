#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// State read by signal handlers: plain globals, set up before any handler is installed,
// so the handlers only read memory and call async-signal-safe functions.
nonisolated(unsafe) private var savedSettings = termios()
nonisolated(unsafe) private var hasSavedSettings = false
nonisolated(unsafe) private var savedInput: Int32 = 0
nonisolated(unsafe) private var savedOutput: Int32 = 1
nonisolated(unsafe) private var leaveBytes: UnsafeMutablePointer<UInt8>?
nonisolated(unsafe) private var leaveCount = 0
// The handlers that were installed before ours (the Swift runtime's backtracer), by
// signal number, so a crash still reaches them after the terminal is restored.
nonisolated(unsafe) private var previousActions: UnsafeMutablePointer<sigaction>?
nonisolated(unsafe) private var handlersInstalled = false

/// Restores the terminal on every way out: normal exit (`atexit`), Ctrl-C, SIGTERM,
/// SIGHUP, and crashes (SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE: restore, then
/// re-raise with the default action so the crash still happens).
package enum TerminalRestorer {
  /// Reports of presses, releases, drags and the wheel (modes 1000 and 1002).
  static let buttonTracking = "\u{1B}[?1000h\u{1B}[?1002h"
  /// Alternate screen on, cursor hidden, SGR mouse, bracketed paste and focus reports
  /// on.
  static let enterSequence =
    "\u{1B}[?1049h\u{1B}[?25l" + buttonTracking + "\u{1B}[?1006h\u{1B}[?2004h"
    + "\u{1B}[?1004h"
  /// The reverse, and attributes reset.
  static let leaveSequence =
    "\u{1B}[?1004l\u{1B}[?2026l\u{1B}[0m\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l"
    + "\u{1B}[0 q\u{1B}[?25h\u{1B}[?1049l"

  /// The accessible mode's: bracketed paste on, the screen and cursor left as they are.
  static let enterLinesSequence = "\u{1B}[?2004h"
  /// The reverse, and attributes reset.
  static let leaveLinesSequence = "\u{1B}[0m\u{1B}[?2004l"

  /// Remembers the settings to restore and installs the exit and crash handlers; the
  /// sequence written on the way out undoes `enterSequence`, or `enterLinesSequence`
  /// when `forLines`.
  static func save(_ settings: termios, input: Int32, output: Int32, forLines: Bool = false) {
    savedSettings = settings
    savedInput = input
    savedOutput = output
    if leaveBytes == nil {
      let bytes = Array((forLines ? leaveLinesSequence : leaveSequence).utf8)
      let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
      pointer.initialize(from: bytes, count: bytes.count)
      leaveBytes = pointer
      leaveCount = bytes.count
    }
    if previousActions == nil {
      previousActions = .allocate(capacity: 65)
      previousActions?.initialize(repeating: sigaction(), count: 65)
    }
    hasSavedSettings = true
    // Once per process: a second install would take our own handler for the previous one.
    guard !handlersInstalled else { return }
    handlersInstalled = true
    atexit {
      // What the app printed last may still wait in standard output's buffer.
      fflush(nil)
      TerminalRestorer.restore()
    }
    for signal in [SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE] {
      installCrashHandler(signal)
    }
  }

  /// Puts the terminal back; safe to call more than once and from a signal handler.
  package static func restore() {
    guard hasSavedSettings else { return }
    hasSavedSettings = false
    if let leaveBytes { writeFully(leaveBytes, count: leaveCount, to: savedOutput) }
    _ = tcsetattr(savedInput, TCSAFLUSH, &savedSettings)
    // What the app printed meanwhile, now on the restored terminal.
    PrintedOutput.release()
  }

  /// Writes all `count` bytes to the terminal `output`, with async-signal-safe calls
  /// only. The output usually shares the input's open file, which the read source made
  /// non-blocking: right after a large frame a write can take only part (the alternate
  /// screen's "off", last in the sequence, was lost before a suspend), so it waits for
  /// room and goes on, for at most about two seconds.
  static func writeFully(_ bytes: UnsafeMutablePointer<UInt8>, count: Int, to output: Int32) {
    var offset = 0
    var waits = 0
    while offset < count {
      let written = write(output, bytes + offset, count - offset)
      if written > 0 {
        offset += written
        continue
      }
      if written < 0, errno == EINTR { continue }
      guard written < 0, errno == EAGAIN, waits < 20 else { return }
      waits += 1
      var ready = pollfd(fd: output, events: Int16(POLLOUT), revents: 0)
      _ = poll(&ready, 1, 100)
    }
  }

  private static func installCrashHandler(_ number: Int32) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { received in
      TerminalRestorer.restore()
      // Hand the crash to whoever handled it before (or the default action).
      if let previous = previousActions { _ = sigaction(received, previous + Int(received), nil) }
      raise(received)
    }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    _ = sigaction(number, &action, previousActions.map { $0 + Int(number) })
  }
}

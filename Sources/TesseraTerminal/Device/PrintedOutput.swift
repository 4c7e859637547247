#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// Read by the terminal restorer, also from signal handlers: plain globals.
nonisolated(unsafe) private var heldFile: Int32 = -1
nonisolated(unsafe) private var terminalCopy: Int32 = -1
nonisolated(unsafe) private var copyBuffer: UnsafeMutableRawBufferPointer?

/// What the app prints (`print`, anything written to standard output) while the terminal
/// shows it full-screen: held in a file, so that it does not write over the screen, and
/// written to the terminal once the terminal is restored, as it would have appeared.
package enum PrintedOutput {
  /// Sends standard output to a file of its own when it is the terminal `output`, and
  /// returns the descriptor the screen is drawn to from then on (a copy of the terminal's;
  /// `output` itself when it is not standard output or nothing could be set up).
  static func hold(from output: Int32) -> Int32 {
    guard output == STDOUT_FILENO, heldFile < 0 else { return output }
    var template = Array("\(temporaryDirectory)/tessera-printed-XXXXXX".utf8CString)
    let file = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard file >= 0 else { return output }
    // Gone from the directory at once: only this process holds it.
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    let terminal = dup(output)
    guard terminal >= 0 else {
      close(file)
      return output
    }
    // What was printed before goes to the terminal, not the file.
    fflush(nil)
    _ = dup2(file, STDOUT_FILENO)
    heldFile = file
    terminalCopy = terminal
    // Allocated now: the release may run in a signal handler, which must not allocate.
    copyBuffer = .allocate(byteCount: 4096, alignment: 1)
    return terminal
  }

  /// Points standard output at the terminal again and writes what was printed meanwhile
  /// to it; async-signal-safe, and safe to call more than once.
  static func release() {
    guard heldFile >= 0, terminalCopy >= 0, let bytes = copyBuffer else { return }
    let file = heldFile
    heldFile = -1
    _ = dup2(terminalCopy, STDOUT_FILENO)
    _ = lseek(file, 0, SEEK_SET)
    while true {
      let count = read(file, bytes.baseAddress, bytes.count)
      guard count > 0 else { break }
      TerminalRestorer.writeFully(
        bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), count: count, to: terminalCopy)
    }
    close(file)
  }

  private static var temporaryDirectory: String {
    guard let value = getenv("TMPDIR"), value.pointee != 0 else { return "/tmp" }
    return String(cString: value)
  }
}

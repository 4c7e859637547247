import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Launches the `Landmarks` executable built beside this one on a pseudo-terminal of
/// 100 × 30 and reports the milliseconds until its first frame shows the "Featured" tab.
/// Skipped (with a note) when Landmarks was not built in the same configuration.
@MainActor
func runStartup() {
  let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  let app = directory.appendingPathComponent("Landmarks").path
  guard FileManager.default.isExecutableFile(atPath: app) else {
    print("startup.landmarks: skipped (build it first: swift build -c release --product Landmarks)")
    return
  }
  guard let milliseconds = timeToFirstFrame(of: app, showing: "Featured") else {
    print("startup.landmarks: failed (no first frame within 10 s)")
    return
  }
  report.info("startup.landmarks.firstFrame", milliseconds, "ms")
}

/// Milliseconds from spawning `path` on a new pseudo-terminal until its output contains
/// `text`; nil after 10 s. The program is stopped afterwards.
func timeToFirstFrame(of path: String, showing text: String) -> Double? {
  guard let pty = PseudoTerminalCalls() else { return nil }
  let master = pty.open(O_RDWR | O_NOCTTY)
  guard master >= 0, pty.grant(master) == 0, pty.unlock(master) == 0, let name = pty.name(master)
  else { return nil }
  var masterOpen = true
  defer { if masterOpen { close(master) } }
  var size = winsize(ws_row: 30, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
  _ = ioctl(master, UInt(TIOCSWINSZ), &size)
  let slavePath = String(cString: name)
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  for descriptor: Int32 in [0, 1, 2] {
    posix_spawn_file_actions_addopen(&actions, descriptor, slavePath, O_RDWR, 0)
  }
  // Saves go to a scratch directory, not the user's.
  let scratch = FileManager.default.temporaryDirectory
    .appendingPathComponent("tessera-startup-\(getpid())").path
  defer { try? FileManager.default.removeItem(atPath: scratch) }
  let environment = ["TERM=xterm-256color", "XDG_DATA_HOME=\(scratch)", "HOME=\(scratch)"]
  let argv: [UnsafeMutablePointer<CChar>?] = [strdup(path), nil]
  let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
  defer { for pointer in argv + envp { free(pointer) } }
  let start = DispatchTime.now().uptimeNanoseconds
  var pid: pid_t = 0
  guard posix_spawn(&pid, path, &actions, nil, argv, envp) == 0 else { return nil }
  defer {
    // Close our end first: the app's writes then fail instead of blocking on a full
    // pseudo-terminal, so it can act on SIGTERM; SIGKILL if it has not gone in 2 s.
    close(master)
    masterOpen = false
    kill(pid, SIGTERM)
    var status: Int32 = 0
    let deadline = DispatchTime.now().uptimeNanoseconds + 2_000_000_000
    while waitpid(pid, &status, WNOHANG) == 0 {
      if DispatchTime.now().uptimeNanoseconds > deadline {
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
        break
      }
      usleep(10_000)
    }
  }
  var seen = [UInt8]()
  var buffer = [UInt8](repeating: 0, count: 65_536)
  let deadline = start + 10_000_000_000
  while DispatchTime.now().uptimeNanoseconds < deadline {
    var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    guard poll(&poller, 1, 100) > 0 else { continue }
    let count = read(master, &buffer, buffer.count)
    guard count > 0 else { return nil }
    seen += buffer[0..<count]
    if String(decoding: seen, as: UTF8.self).contains(text) {
      return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }
  }
  return nil
}

/// glibc's pseudo-terminal calls, looked up at run time: Swift's Glibc module leaves them
/// out (they need `_XOPEN_SOURCE`).
struct PseudoTerminalCalls {
  let open: @convention(c) (Int32) -> Int32
  let grant: @convention(c) (Int32) -> Int32
  let unlock: @convention(c) (Int32) -> Int32
  let name: @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

  init?() {
    guard let open = dlsym(nil, "posix_openpt"), let grant = dlsym(nil, "grantpt"),
      let unlock = dlsym(nil, "unlockpt"), let name = dlsym(nil, "ptsname")
    else { return nil }
    self.open = unsafeBitCast(open, to: (@convention(c) (Int32) -> Int32).self)
    self.grant = unsafeBitCast(grant, to: (@convention(c) (Int32) -> Int32).self)
    self.unlock = unsafeBitCast(unlock, to: (@convention(c) (Int32) -> Int32).self)
    self.name = unsafeBitCast(
      name, to: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
  }
}

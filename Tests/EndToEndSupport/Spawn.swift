import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs programs with only standard input, output and error open in them.
///
/// Foundation's `Process` learns that a child exited when a socket it hands the child
/// closes. `tmux new-session` forks a server that keeps every inherited descriptor — that
/// socket included — so `waitUntilExit()` would wait for as long as the server lives (the
/// hang that stopped CI); Xvfb is the same kind of daemon. Here the child gets no
/// descriptor beyond 0–2 and we reap it with `waitpid` ourselves. Shared by the test
/// targets that run programs (tmux, Xvfb, xdotool).
public enum Spawn {
  /// A failure to start the program.
  public struct Failure: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String

    /// A failure described by `description`.
    public init(description: String) { self.description = description }
  }

  /// Runs `path` with `arguments` to completion, with `environment` added to this
  /// process's; returns its exit status and, when `capture` is set, what it printed on
  /// standard output.
  public static func run(
    _ path: String, _ arguments: [String], capture: Bool, environment: [String: String] = [:]
  ) throws -> (status: Int32, output: String) {
    let (pid, output) = try launch(path, arguments, capture: capture, environment: environment)
    var text = ""
    if let output {
      let reader = FileHandle(fileDescriptor: output, closeOnDealloc: true)
      text = String(decoding: reader.readDataToEndOfFile(), as: UTF8.self)
    }
    return (wait(for: pid), text)
  }

  /// Starts `path` with `arguments` in the background, with `environment` added to this
  /// process's; the caller must stop it with `terminate(_:)`, so that no process
  /// outlives the tests.
  public static func start(
    _ path: String, _ arguments: [String], environment: [String: String] = [:]
  ) throws -> pid_t {
    try launch(path, arguments, capture: false, environment: environment).pid
  }

  /// Waits up to `timeout` seconds for a program started with `start(_:_:)` to exit by
  /// itself, and reaps it; its exit status, or nil when it is still running (then it
  /// must still be stopped with `terminate(_:)`).
  public static func waitForExit(_ pid: pid_t, timeout: Double) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    var status: Int32 = 0
    repeat {
      let reaped = waitpid(pid, &status, WNOHANG)
      if reaped == pid { return exitStatus(status) }
      if reaped == -1 && errno != EINTR { return nil }
      usleep(20_000)
    } while Date() < deadline
    return nil
  }

  /// Starts `path` like `start(_:_:environment:)`, with its standard output going to a
  /// pipe whose read end is returned (the caller closes it after stopping the program).
  public static func startReadingOutput(_ path: String, _ arguments: [String]) throws -> (
    pid: pid_t, output: Int32
  ) {
    let (pid, output) = try launch(path, arguments, capture: true)
    return (pid, output ?? -1)
  }

  /// Stops a program started with `start(_:_:)` with SIGTERM (SIGKILL if it is still
  /// there after five seconds: a hung program must not hang the tests), reaps it, and
  /// returns its exit status.
  @discardableResult
  public static func terminate(_ pid: pid_t) -> Int32 {
    kill(pid, SIGTERM)
    let deadline = Date().addingTimeInterval(5)
    var status: Int32 = 0
    while Date() < deadline {
      let reaped = waitpid(pid, &status, WNOHANG)
      if reaped == pid { return exitStatus(status) }
      if reaped == -1 && errno != EINTR { return -1 }
      usleep(10_000)
    }
    kill(pid, SIGKILL)
    return wait(for: pid)
  }

  /// Starts the program; returns its process id and, when capturing, the read end of
  /// its standard output.
  private static func launch(
    _ path: String, _ arguments: [String], capture: Bool, environment: [String: String] = [:]
  ) throws -> (pid: pid_t, output: Int32?) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }

    var pipeEnds: [Int32] = [-1, -1]
    if capture {
      guard pipe(&pipeEnds) == 0 else { throw Failure(description: "pipe() failed: \(errno)") }
      posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    guard closeInheritedDescriptors(&actions) else {
      throw Failure(description: "posix_spawn_file_actions_addclosefrom_np is not available")
    }

    // The calling thread may be a dispatch worker, which blocks signals; a child would
    // inherit that mask and ignore SIGTERM. Start it with no signal blocked and the
    // default handlers.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGTERM, SIGINT, SIGHUP, SIGPIPE] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for variable in envp { free(variable) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    if capture { close(pipeEnds[1]) }
    guard spawned == 0 else {
      if capture { close(pipeEnds[0]) }
      throw Failure(description: "could not start \(path): error \(spawned)")
    }
    return (pid, capture ? pipeEnds[0] : nil)
  }

  private static func wait(for pid: pid_t) -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    return exitStatus(status)
  }

  /// The exit status `waitpid` reported, or 128 + the signal that ended the program.
  private static func exitStatus(_ status: Int32) -> Int32 {
    (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
  }

  /// Adds "close every descriptor from 3 up" to `actions` (glibc 2.34+). Swift's Glibc
  /// module does not import the function, so it is looked up at run time.
  private static func closeInheritedDescriptors(
    _ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>
  ) -> Bool {
    typealias AddCloseFrom =
      @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else {
      return false
    }
    return unsafeBitCast(symbol, to: AddCloseFrom.self)(actions, 3) == 0
  }
}

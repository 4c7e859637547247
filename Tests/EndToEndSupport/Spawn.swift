import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a program to completion with only standard input, output and error open in it.
///
/// Foundation's `Process` learns that a child exited when a socket it hands the child
/// closes. `tmux new-session` forks a server that keeps every inherited descriptor — that
/// socket included — so `waitUntilExit()` would wait for as long as the server lives (the
/// hang that stopped CI). Here the child gets no descriptor beyond 0–2 and we reap it with
/// `waitpid` ourselves.
public enum Spawn {
  /// A failure to start the program.
  public struct Failure: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String
  }

  /// Runs `path` with `arguments`; returns its exit status and, when `capture` is set,
  /// what it printed on standard output.
  public static func run(_ path: String, _ arguments: [String], capture: Bool) throws -> (
    status: Int32, output: String
  ) {
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

    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
    if capture { close(pipeEnds[1]) }
    guard spawned == 0 else {
      if capture { close(pipeEnds[0]) }
      throw Failure(description: "could not start \(path): error \(spawned)")
    }

    var output = Data()
    if capture {
      let reader = FileHandle(fileDescriptor: pipeEnds[0], closeOnDealloc: true)
      output = reader.readDataToEndOfFile()
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return (exitStatus, String(decoding: output, as: UTF8.self))
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

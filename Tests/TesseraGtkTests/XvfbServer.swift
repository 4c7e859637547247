#if GTK
  import Foundation
  import TestProcesses

  /// A private X server (Xvfb) for GTK tests, on a display number no one else uses. It is
  /// stopped by `stop()`; nothing is left running.
  struct XvfbServer {
    let display: String
    private let pid: pid_t

    static let xvfb = "/usr/bin/Xvfb"
    static let xdotool = "/usr/bin/xdotool"

    /// Whether Xvfb and xdotool are installed.
    static var isAvailable: Bool {
      FileManager.default.isExecutableFile(atPath: xvfb)
        && FileManager.default.isExecutableFile(atPath: xdotool)
    }

    /// Starts a server with a screen of `width` × `height` and waits (up to ten seconds)
    /// for its socket.
    static func start(width: Int = 1024, height: Int = 800) throws -> XvfbServer {
      let number = (90..<400).first { number in
        !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
          && !FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock")
      }
      guard let number else { throw Spawn.Failure(description: "no free X display number") }
      // `-terminate`: the server also goes when its last client does, so even a test
      // process that is killed (by a timeout) leaves no server behind once GTK had
      // connected.
      let pid = try Spawn.start(
        xvfb,
        [
          ":\(number)", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp",
          "-terminate",
        ])
      let server = XvfbServer(display: ":\(number)", pid: pid)
      let deadline = Date().addingTimeInterval(10)
      while !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
        guard Date() < deadline else {
          server.stop()
          throw Spawn.Failure(description: "Xvfb did not start on :\(number)")
        }
        usleep(20_000)
      }
      return server
    }

    /// Stops the server and waits for it to exit.
    func stop() { Spawn.terminate(pid) }

    /// Runs xdotool on this display; returns what it printed.
    @discardableResult
    func xdotool(_ arguments: [String]) throws -> String {
      setenv("DISPLAY", display, 1)
      let result = try Spawn.run(Self.xdotool, arguments, capture: true)
      guard result.status == 0 else {
        throw Spawn.Failure(
          description: "xdotool \(arguments.joined(separator: " ")) failed (\(result.status))")
      }
      return result.output
    }
  }
#endif

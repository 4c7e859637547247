#if GTK
  import Foundation
  import EndToEndSupport

  /// A private X server (Xvfb) for GTK tests, on a display number Xvfb picks itself (so
  /// tests running at once never race for one). It is stopped by `stop()`; nothing is
  /// left running.
  struct XvfbServer {
    let display: String
    private let pid: pid_t
    private let output: Int32

    static let xvfb = "/usr/bin/Xvfb"
    static let xdotool = "/usr/bin/xdotool"
    static let openbox = "/usr/bin/openbox"

    /// Whether Xvfb and xdotool are installed.
    static var isAvailable: Bool {
      FileManager.default.isExecutableFile(atPath: xvfb)
        && FileManager.default.isExecutableFile(atPath: xdotool)
    }

    /// Starts a server with a screen of `width` × `height` and waits (up to ten seconds)
    /// until it is ready: Xvfb writes its display number to standard output then
    /// (`-displayfd 1`).
    static func start(width: Int = 1024, height: Int = 800) throws -> XvfbServer {
      // `-terminate`: the server also goes when its last client does, so even a test
      // process that is killed (by a timeout) leaves no server behind once GTK had
      // connected.
      let (pid, output) = try Spawn.startReadingOutput(
        xvfb,
        [
          "-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp",
          "-terminate",
        ])
      var number = ""
      let deadline = Date().addingTimeInterval(10)
      var byte: UInt8 = 0
      while Date() < deadline {
        var ready = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
        guard poll(&ready, 1, 100) >= 0 else { break }
        guard ready.revents != 0 else { continue }
        guard read(output, &byte, 1) == 1 else { break }
        if byte == UInt8(ascii: "\n") { break }
        number.append(Character(UnicodeScalar(byte)))
      }
      let server = XvfbServer(display: ":\(number)", pid: pid, output: output)
      guard byte == UInt8(ascii: "\n"), Int(number) != nil else {
        server.stop()
        throw Spawn.Failure(description: "Xvfb did not start")
      }
      return server
    }

    /// Stops the server and waits for it to exit.
    func stop() {
      Spawn.terminate(pid)
      close(output)
    }

    /// Starts a window manager (openbox) on the display when one is installed, for what a
    /// window manager decides, as on a desktop: which window has the focus. It ends with
    /// the server. Returns whether one was started.
    @discardableResult
    func startWindowManager() -> Bool {
      guard FileManager.default.isExecutableFile(atPath: Self.openbox) else { return false }
      return (try? Spawn.start(Self.openbox, [], environment: ["DISPLAY": display])) != nil
    }

    /// Runs xdotool on this display; returns what it printed.
    @discardableResult
    func xdotool(_ arguments: [String]) throws -> String {
      let result = try Spawn.run(
        Self.xdotool, arguments, capture: true, environment: ["DISPLAY": display])
      guard result.status == 0 else {
        throw Spawn.Failure(
          description: "xdotool \(arguments.joined(separator: " ")) failed (\(result.status))")
      }
      return result.output
    }
  }
#endif

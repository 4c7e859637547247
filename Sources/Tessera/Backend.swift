import Foundation
import TesseraCore
import TesseraTerminal

#if GTK
  import TesseraGtk
#endif

/// Where `App.main()` shows the app: the terminal (the default) or, in a build with the
/// `GTK` trait, a GTK4 window. Chosen with `--backend gtk` or `TESSERA_BACKEND=gtk`.
enum Backend: String {
  case terminal
  case gtk

  /// The backend the command line or the environment asks for; the terminal when
  /// neither does. Exits with a message for an unknown name.
  static func requested(
    arguments: [String] = CommandLine.arguments,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Backend {
    var name = environment["TESSERA_BACKEND"] ?? "terminal"
    if let flag = arguments.firstIndex(of: "--backend"), flag + 1 < arguments.count {
      name = arguments[flag + 1]
    }
    guard let backend = Backend(rawValue: name.lowercased()) else {
      fail("Unknown backend \"\(name)\"; use terminal or gtk.")
    }
    return backend
  }

  /// Shows `view` on this backend until the user quits; never returns.
  @MainActor
  func run<Root: View>(_ view: Root) -> Never {
    switch self {
    case .terminal:
      TerminalHost(rootView: view).run(accessible: Self.isAccessibleModeRequested())
    case .gtk:
      #if GTK
        guard GtkHost.initialize() else {
          Backend.fail("Cannot open a GTK window: no display (is DISPLAY or WAYLAND_DISPLAY set?).")
        }
        let title = URL(fileURLWithPath: CommandLine.arguments[0]).lastPathComponent
        GtkHost(rootView: view, title: title).run()
      #else
        Backend.fail(
          "This build has no GTK backend: build with `swift build --traits GTK` "
            + "(needs libgtk-4-dev).")
      #endif
    }
  }

  /// Whether `--accessible` or `TESSERA_ACCESSIBLE=1` asks for the terminal's accessible
  /// mode: the app told as lines for a screen reader, not drawn full-screen.
  static func isAccessibleModeRequested(
    arguments: [String] = CommandLine.arguments,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Bool {
    arguments.contains("--accessible")
      || ["1", "true", "yes"].contains(
        environment["TESSERA_ACCESSIBLE"]?.lowercased() ?? "")
  }

  private static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("\(message)\n".utf8))
    exit(2)
  }
}

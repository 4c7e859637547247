#if GTK
  import Foundation
  import EndToEndSupport

  /// An app's accessibility tree as a screen reader gets it: the app runs with
  /// `--backend gtk` on an Xvfb display and a private D-Bus session (with the AT-SPI bus
  /// it starts), and `accessibility_tree.py` reads the tree through AT-SPI once the
  /// window settled.
  struct AccessibilityTree {
    /// One object of the tree.
    struct Object {
      /// How deep it is: 0 for the application.
      let depth: Int
      /// Its AT-SPI role, such as "push button" or "image".
      let role: String
      /// Its accessible name.
      let name: String

      /// Whether it is a control or a picture: what a user acts on or has described.
      var isControlOrPicture: Bool { Self.controlAndPictureRoles.contains(role) }

      /// Whether a screen reader has a name to say for it: not empty, and not a GTK
      /// class name (what GTK reads for a widget nothing names).
      var isNamed: Bool {
        !name.trimmingCharacters(in: .whitespaces).isEmpty && !name.hasPrefix("Gtk")
      }

      private static let controlAndPictureRoles: Set = [
        "push button", "toggle button", "check box", "radio button", "text", "password text",
        "slider", "spin button", "progress bar", "combo box", "link", "image", "menu item",
      ]
    }

    /// The objects, depth-first; the first is the application.
    let objects: [Object]

    /// The application's name.
    var applicationName: String? { objects.first?.name }
    /// The controls and pictures in the tree.
    var controlsAndPictures: [Object] { objects.filter(\.isControlOrPicture) }

    static let python = "/usr/bin/python3"
    static let dbusRunSession = "/usr/bin/dbus-run-session"

    /// Whether D-Bus, AT-SPI and Debian's python3 with its GObject bindings are there.
    static var isAvailable: Bool {
      guard FileManager.default.isExecutableFile(atPath: dbusRunSession),
        FileManager.default.isExecutableFile(atPath: "/usr/libexec/at-spi-bus-launcher"),
        let result = try? Spawn.run(
          python, ["-c", "import gi; gi.require_version('Atspi', '2.0')"], capture: false)
      else { return false }
      return result.status == 0
    }

    /// Runs the built `app` on `display` and reads its tree (within `timeout` seconds);
    /// the app is stopped afterwards.
    static func read(app: String, display: String, timeout: Int = 40) throws -> AccessibilityTree {
      guard let executable = BuiltExecutable.path(app),
        let script = FixtureFile.url("accessibility_tree.py")
      else { throw Spawn.Failure(description: "\(app) or the tree script is missing") }
      // The shell starts the app, waits for its window, reads the tree and stops the
      // app; `dbus-run-session` ends the bus (and the AT-SPI bus with it) when the shell
      // exits. The reader starts only once the window shows: one that looked at the
      // desktop before the app had joined the AT-SPI bus (a first, slow start of a fresh
      // build) never saw it.
      let wait = "timeout \(timeout) \(XvfbServer.xdotool) search --sync --onlyvisible --class"
      let result = try Spawn.run(
        dbusRunSession,
        [
          "--", "/bin/sh", "-c",
          #""$0" --backend gtk & app=$!; "# + wait
            + #" "^$4$" >/dev/null; "$1" "$2" "$3" 2>&1; kill $app"#,
          executable, python, script.path, "\(timeout)", app,
        ],
        capture: true, environment: ["DISPLAY": display, "GSETTINGS_BACKEND": "memory"])
      let objects = result.output.split(separator: "\n").compactMap { line -> Object? in
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        guard fields.count == 3, let depth = Int(fields[0]) else { return nil }
        return Object(depth: depth, role: String(fields[1]), name: String(fields[2]))
      }
      guard !objects.isEmpty else {
        throw Spawn.Failure(
          description: "no accessibility tree was read for \(app): \(result.output.suffix(600))")
      }
      return AccessibilityTree(objects: objects)
    }
  }
#endif

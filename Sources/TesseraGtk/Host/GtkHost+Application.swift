#if GTK
  import CGtk
  import Foundation

  extension GtkHost {
    /// The process's `GtkApplication`, registered by `initialize()`: its windows belong
    /// to it, so the desktop knows them as one application (by its id), Ctrl+Q quits and
    /// Ctrl+W closes a window.
    package private(set) static var application: UnsafeMutablePointer<GtkApplication>?

    /// The id the application registers under: `TESSERA_APP_ID` when it is a valid
    /// application id (`org.example.Notes`), else `dev.tessera.` and the executable's
    /// name. Desktop files and portals find the app by it.
    static func applicationID(
      processName: String = ProcessInfo.processInfo.processName,
      environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
      if let id = environment["TESSERA_APP_ID"] {
        if g_application_id_is_valid(id) != 0 { return id }
        FileHandle.standardError.write(
          Data("[Tessera] TESSERA_APP_ID \"\(id)\" is not a valid application id.\n".utf8))
      }
      var name = String(
        processName.map { character in
          character.isASCII && (character.isLetter || character.isNumber || character == "_")
            ? character : "_"
        })
      if name.first?.isNumber != false { name = "_" + name }
      return "dev.tessera." + name
    }

    /// Registers the application once GTK runs, with its quit action and the window
    /// shortcuts. Not unique: a second start of the app is a second process, as in the
    /// terminal.
    static func registerApplication() {
      guard application == nil else { return }
      guard let app = gtk_application_new(applicationID(), G_APPLICATION_NON_UNIQUE) else {
        return
      }
      let gApplication = UnsafeMutablePointer<GApplication>(OpaquePointer(app))
      var error: UnsafeMutablePointer<GError>?
      guard g_application_register(gApplication, nil, &error) != 0 else {
        let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown"
        FileHandle.standardError.write(
          Data("[Tessera] The GTK application could not register: \(reason)\n".utf8))
        g_clear_error(&error)
        g_object_unref(UnsafeMutableRawPointer(app))
        return
      }
      application = app
      let quit = g_simple_action_new("quit", nil)!
      Signals.connectActivate(UnsafeMutableRawPointer(quit)) { GtkHost.quit(status: 0) }
      g_action_map_add_action(OpaquePointer(app), quit)
      g_object_unref(UnsafeMutableRawPointer(quit))
      setAccelerator("<Control>q", for: "app.quit")
      // GTK's own action on every window: its close request, as the close button sends.
      setAccelerator("<Control>w", for: "window.close")
    }

    private static func setAccelerator(_ accelerator: String, for action: String) {
      guard let application else { return }
      accelerator.withCString { key in
        var keys: [UnsafePointer<CChar>?] = [key, nil]
        keys.withUnsafeMutableBufferPointer { buffer in
          gtk_application_set_accels_for_action(application, action, buffer.baseAddress)
        }
      }
    }

    /// Makes `window` one of the application's windows.
    static func adopt(_ window: Widget) {
      guard let application else { return }
      gtk_window_set_application(window.cast(), application)
    }
  }
#endif

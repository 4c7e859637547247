#if GTK
  import CGtk
  import Dispatch
  import Foundation
  import TesseraCore

  /// Runs a view in a GTK4 window: a `HostingWidget` as the window's content, GTK's loop,
  /// and the dispatch main queue run from that loop, so `Task { @MainActor }` work and
  /// Tessera's updates happen.
  @MainActor
  package final class GtkHost {
    /// What the window shows.
    package let hosting: HostingWidget
    /// The `GtkWindow`.
    package let window: Widget
    private var shownTitle: String

    /// The view graph of the window's content.
    package var graph: ViewGraph { hosting.graph }
    var canvas: Canvas { hosting.canvas }
    var renderer: WidgetRenderer { hosting.renderer }

    /// The size a window opens at, unless `TESSERA_GTK_SIZE=WIDTHxHEIGHT` says otherwise.
    package static let defaultSize = CGSize(width: 440, height: 760)

    /// Starts GTK once per process; false when there is no display to open.
    package static func initialize() -> Bool {
      if isInitialized { return true }
      // Named before GTK starts: the program name is the window's `WM_CLASS` (which
      // window managers and docks group windows by), and the application name is what
      // the accessibility tree calls the app (screen readers announce it).
      let name = ProcessInfo.processInfo.processName
      if g_get_prgname() == nil { g_set_prgname(name) }
      if g_get_application_name() == nil { g_set_application_name(name) }
      guard gtk_init_check() != 0 else { return false }
      registerApplication()
      isInitialized = true
      return true
    }
    private static var isInitialized = false

    /// A window titled `title` showing `rootView`; call `initialize()` first.
    package init<Root: View>(rootView: Root, title: String, size: CGSize? = nil) {
      window = gtk_window_new()
      g_object_ref_sink(window.object)
      gtk_window_set_title(window.cast(), title)
      Self.adopt(window)
      shownTitle = title
      hosting = HostingWidget(rootView: rootView)
      // The graph's first update has run: an app's scene may have asked for a size.
      let size =
        size ?? Self.requestedSize ?? hosting.graph.locals[DefaultWindowSize.self]?.size
        ?? Self.defaultSize
      gtk_window_set_default_size(window.cast(), Int32(size.width), Int32(size.height))
      gtk_window_set_child(window.cast(), hosting.widget)
      let dumpPath = Self.dumpPath
      let screenshotPath = Self.screenshotPath
      if let dumpPath {
        // Tab moves the focus without a render; the list says where it is now.
        Signals.connect(UnsafeMutableRawPointer(window), "notify::focus-widget") {
          [weak self] in
          self?.writeDump(to: dumpPath)
        }
      }
      hosting.didRender = { [weak self] in
        guard let self else { return }
        // As on macOS, the window is titled by the navigation title shown, if any.
        let shownTitle = self.hosting.navigationTitle.flatMap { $0.isEmpty ? nil : $0 } ?? title
        if shownTitle != self.shownTitle {
          self.shownTitle = shownTitle
          gtk_window_set_title(self.window.cast(), shownTitle)
        }
        if let dumpPath {
          self.writeDump(to: dumpPath)
          // Again once GTK has allocated what changed, so the positions are right.
          DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(200)) { [weak self] in
            MainActor.assumeIsolated { self?.writeDump(to: dumpPath) }
          }
        }
        if let screenshotPath { self.scheduleScreenshot(to: screenshotPath) }
      }
    }

    private static var requestedSize: CGSize? {
      guard let text = ProcessInfo.processInfo.environment["TESSERA_GTK_SIZE"] else { return nil }
      let parts = text.split(separator: "x").compactMap { Double($0) }
      guard parts.count == 2 else { return nil }
      return CGSize(width: parts[0], height: parts[1])
    }

    /// Shows the window; the first layout follows when GTK gives it its size.
    package func show() {
      gtk_window_present(window.cast())
    }

    /// Handles the GTK events waiting now, without blocking: how tests, which own the
    /// main queue already, run GTK's loop.
    package static func processPendingEvents() {
      while g_main_context_iteration(nil, 0) != 0 {}
    }

    /// Closes the window.
    package func close() {
      gtk_window_destroy(window.cast())
    }

    /// Closes the connection to the display, before a test stops its X server; GTK
    /// cannot be used in this process afterwards.
    package static func closeDisplay() {
      processPendingEvents()
      if let display = gdk_display_get_default() { gdk_display_close(display) }
    }

    /// Shows the window and runs GTK's loop until the window is closed, then exits.
    package func run() -> Never {
      let close: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, _ in
        MainActor.assumeIsolated { () -> Void in GtkHost.quit(status: 0) }
        return 1
      }
      tessera_signal_connect(
        UnsafeMutableRawPointer(window), "close-request", unsafeBitCast(close, to: GCallback.self),
        nil, nil)
      MainQueuePump.install()
      RunLoopTimerPump.install()
      for stop: Int32 in [SIGINT, SIGTERM] {
        signal(stop, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: stop, queue: .main)
        let status = 128 + stop
        source.setEventHandler {
          MainActor.assumeIsolated { () -> Void in Self.quit(status: status) }
        }
        source.resume()
        Self.signalSources.append(source)
      }
      Self.running = self
      NSApplication.quit = { GtkHost.quit(status: 0) }
      show()
      while true { g_main_context_iteration(nil, 1) }
    }
    private static var signalSources: [any DispatchSourceSignal] = []

    /// The window being run, told to go to the background when the app quits.
    private static weak var running: GtkHost?

    /// Sends the running window's scene to the background (where apps save), then
    /// exits with `status`.
    static func quit(status: Int32) -> Never {
      running?.hosting.loop.enterBackground()
      exit(status)
    }
  }
#endif

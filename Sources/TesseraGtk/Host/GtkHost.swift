#if GTK
  import CGtk
  import Dispatch
  import Foundation
  import TesseraCore

  /// Runs a view in a GTK4 window: Tessera lays the tree out in the window's size and
  /// the renderer keeps native widgets at the frames it chose, after every update and
  /// every resize. Events on the widgets act on the nodes; the dispatch main queue is run
  /// from GLib's loop, so `Task { @MainActor }` work and Tessera's updates happen.
  @MainActor
  package final class GtkHost {
    package let graph: ViewGraph
    package let engine: LayoutEngine
    /// The `GtkWindow`.
    package let window: Widget
    let canvas: Canvas
    let renderer: WidgetRenderer
    private var isRefreshScheduled = false
    private var isDark = false

    /// The size a window opens at, unless `TESSERA_GTK_SIZE=WIDTHxHEIGHT` says otherwise.
    package static let defaultSize = CGSize(width: 440, height: 760)

    /// Starts GTK once per process; false when there is no display to open.
    package static func initialize() -> Bool {
      if isInitialized { return true }
      guard gtk_init_check() != 0 else { return false }
      GtkStyle.install()
      isInitialized = true
      return true
    }
    private static var isInitialized = false

    /// A window titled `title` showing `rootView`; call `initialize()` first.
    package init<Root: View>(rootView: Root, title: String, size: CGSize? = nil) {
      window = gtk_window_new()
      g_object_ref_sink(window.object)
      gtk_window_set_title(window.cast(), title)
      let size = size ?? Self.requestedSize ?? Self.defaultSize
      gtk_window_set_default_size(window.cast(), Int32(size.width), Int32(size.height))
      canvas = Canvas(clips: true)
      gtk_window_set_child(window.cast(), canvas.widget)
      let metrics = GtkMetrics(widget: canvas.widget)
      engine = LayoutEngine(metrics: metrics)
      renderer = WidgetRenderer(root: canvas, metrics: metrics, engine: engine)
      graph = ViewGraph(rootView: WindowRoot(rootView), layoutEngine: engine)
      graph.didUpdate = { [weak self] in self?.render() }
      renderer.didAct = { [weak self] in self?.scheduleRefresh() }
      canvas.onResize = { [weak self] size in self?.resize(to: size) }
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
      let close: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, _ in exit(0) }
      tessera_signal_connect(
        UnsafeMutableRawPointer(window), "close-request", unsafeBitCast(close, to: GCallback.self),
        nil, nil)
      MainQueuePump.install()
      for stop: Int32 in [SIGINT, SIGTERM] {
        signal(stop, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: stop, queue: .main)
        let status = 128 + stop
        source.setEventHandler { exit(status) }
        source.resume()
        Self.signalSources.append(source)
      }
      show()
      while true { g_main_context_iteration(nil, 1) }
    }
    private static var signalSources: [any DispatchSourceSignal] = []

    /// Lays the tree out for a window of `size` points and renders it.
    package func resize(to size: CGSize) {
      guard size != graph.windowSize else { return }
      graph.windowSize = size
      render()
    }

    /// Brings the widgets in line with the tree.
    package func render() {
      guard graph.windowSize.width > 0 else { return }
      let findings = renderer.render(graph.root)
      // Without a compositor GTK sometimes leaves parts of the window stale when a
      // canvas is laid over them (an alert's dimming over the tab bar): repaint it all.
      gtk_widget_queue_draw(canvas.widget)
      let dark = findings.preferredColorScheme == .dark
      if dark != isDark {
        // The tree asks for the other colour scheme: switch GTK's theme and draw again.
        isDark = dark
        tessera_prefer_dark_theme(dark ? 1 : 0)
        renderer.palette = dark ? .dark : .light
        renderer.forgetShownState()
        renderer.render(graph.root)
      }
      if let path = Self.dumpPath { writeDump(to: path) }
    }

    /// After an event: apply the update it caused, lay out, render; once per turn.
    private func scheduleRefresh() {
      guard !isRefreshScheduled else { return }
      isRefreshScheduled = true
      DispatchQueue.main.async { [weak self] in
        MainActor.assumeIsolated {
          guard let self else { return }
          self.isRefreshScheduled = false
          let updates = self.graph.updateCount
          self.graph.update()
          if self.graph.updateCount == updates {
            self.graph.layout()
            self.render()
          }
        }
      }
    }
  }
#endif

#if GTK
  import CGtk
  import Dispatch
  import Foundation
  import TesseraCore

  /// A Tessera view as a GTK widget, to put in any GTK container of a plain GTK app (the
  /// counterpart of `UIHostingController`'s view). It lays the view out in whatever size
  /// GTK gives it and keeps native widgets at the frames Tessera's layout chose, after
  /// every update. Call `gtk_init` first, and `runMainQueueFromGLib()` once so that the
  /// dispatch main queue runs while GTK's loop does (`GtkHost` does both for a Tessera app).
  @MainActor
  public final class HostingWidget: Backend {
    /// The GTK widget that shows the view: add it to a window or container.
    public var widget: UnsafeMutablePointer<GtkWidget> { canvas.widget }

    /// The loop that updates the graph, lays it out and hands this widget its frames.
    package let loop: HostLoop
    /// The view graph shown.
    package var graph: ViewGraph { loop.graph }
    /// The engine that lays the graph out with GTK's measurements.
    package var engine: LayoutEngine { loop.engine }
    /// GTK's fonts and widget sizes.
    package var metrics: any LayoutMetrics { loop.engine.metrics }
    let canvas: Canvas
    let renderer: WidgetRenderer
    /// Called after every render (the host lists its widgets for tools here).
    var didRender: () -> Void = {}
    /// The modal windows of the sheets and alerts shown now, in the order they came.
    private(set) var presentationWindows: [PresentationWindow] = []
    /// The title of the navigation page shown now, if any.
    private(set) var navigationTitle: String?
    /// How many widgets the last render showed.
    package private(set) var shownWidgetCount = 0
    /// How many of them the last render made or updated: the others showed the same
    /// elements as in the frame before.
    package private(set) var updatedWidgetCount = 0
    private var isDark = false
    /// Draws the texts that show the time again each second, while the window has some.
    private var clock: (any DispatchSourceTimer)?
    /// Whether the window's focus changes are watched (see `synchronizeFocus`).
    var isWatchingFocus = false
    /// Where the pointer's press began (GTK's drag gesture reports offsets from it).
    var dragStart: CGPoint?
    /// Where the pointer last moved on the canvas: where Ctrl and the wheel pinch.
    var pointerLocation: CGPoint?

    /// A widget showing `rootView`.
    public init<Content: View>(rootView: Content) {
      GtkStyle.install()
      canvas = Canvas(clips: true)
      let metrics = GtkMetrics(widget: canvas.widget)
      loop = HostLoop(rootView: rootView, metrics: metrics)
      renderer = WidgetRenderer(root: canvas, metrics: metrics)
      renderer.onEvent = { [weak self] event in self?.loop.perform(event) ?? .notApplicable }
      renderer.onWindowEvent = { [weak self] event in
        self?.loop.perform(event) ?? .notApplicable
      }
      canvas.onResize = { [weak self] size in self?.resize(to: size) }
      watchSecondaryClicks()
      watchPointerMotion()
      watchPointerGestures()
      watchPinches()
      loop.attach(self)
    }

    /// Runs the dispatch main queue from GLib's default main context, which Tessera's
    /// updates and `Task { @MainActor }` need while GTK's loop runs; call it once, on the
    /// main thread, in a plain GTK app that shows a `HostingWidget`.
    public static func runMainQueueFromGLib() {
      MainQueuePump.install()
      RunLoopTimerPump.install()
    }

    /// Lays the tree out for `size` points and renders it.
    package func resize(to size: CGSize) {
      guard size != graph.windowSize else { return }
      loop.resize(to: size)
    }

    /// Brings the widgets in line with the frame's render tree: only the widgets whose
    /// elements changed are updated.
    package func present(_ frame: Frame) {
      render(frame.renderTree())
    }

    /// Animation frames follow the widget's frame clock: one per frame the display
    /// shows.
    package func requestAnimationFrame(_ draw: @escaping @MainActor () -> Void) {
      Signals.onNextFrame(of: canvas.widget, draw)
    }

    /// Puts `text` on the display's clipboard.
    package func copyToClipboard(_ text: String) {
      gdk_clipboard_set_text(gtk_widget_get_clipboard(widget), text)
    }

    /// Reads the text on the display's clipboard, and hands it over when GTK has it.
    package func readClipboard(_ deliver: @escaping @MainActor (String?) -> Void) {
      let box = Unmanaged.passRetained(ClipboardReader(deliver)).toOpaque()
      let finished:
        @convention(c) (
          UnsafeMutablePointer<GObject>?, OpaquePointer?, gpointer?
        ) -> Void = { source, result, data in
          guard let data else { return }
          let reader = Unmanaged<ClipboardReader>.fromOpaque(data).takeRetainedValue()
          var text: String?
          if let source, let result,
            let chars = gdk_clipboard_read_text_finish(OpaquePointer(source), result, nil)
          {
            text = String(cString: chars)
            g_free(chars)
          }
          MainActor.assumeIsolated { reader.deliver(text) }
        }
      gdk_clipboard_read_text_async(gtk_widget_get_clipboard(widget), nil, finished, box)
    }

    private func render(_ tree: RenderTree) {
      guard tree.windowSize.width > 0 else { return }
      let dark = tree.summary.preferredColorScheme == .dark
      if dark != isDark {
        // The tree asks for the other colour scheme: switch GTK's theme and palette.
        isDark = dark
        tessera_prefer_dark_theme(dark ? 1 : 0)
        renderer.palette = dark ? .dark : .light
      }
      let findings = renderer.render(tree)
      shownWidgetCount = findings.widgetCount
      updatedWidgetCount = findings.updatedWidgets
      // Without a compositor GTK sometimes leaves parts of the window stale when a
      // canvas is laid over them (a cover over the tab bar): repaint it all.
      gtk_widget_queue_draw(canvas.widget)
      presentationWindows = findings.windows
      navigationTitle = findings.navigationTitle
      synchronizeFocus()
      followClock()
      didRender()
    }

    /// Keeps a one-second timer while texts show the time (`Text(_:style: .timer)`): each
    /// tick damages them, so the next frame writes them from the clock again.
    private func followClock() {
      guard loop.showsTimeTexts else {
        clock?.cancel()
        clock = nil
        return
      }
      guard clock == nil else { return }
      let timer = DispatchSource.makeTimerSource(queue: .main)
      timer.schedule(deadline: .now() + .seconds(1), repeating: .seconds(1))
      timer.setEventHandler { [weak self] in
        MainActor.assumeIsolated {
          guard let self, self.loop.damageTimeTexts() else { return }
          self.loop.present()
        }
      }
      timer.resume()
      clock = timer
    }

    /// After an event: apply the update it caused, lay out, render; once per turn.
    func scheduleRefresh() {
      loop.scheduleRefresh()
    }
  }

  /// A paste's delivery, kept alive while GTK reads the clipboard.
  private final class ClipboardReader {
    let deliver: @MainActor (String?) -> Void
    init(_ deliver: @escaping @MainActor (String?) -> Void) { self.deliver = deliver }
  }
#endif

#if GTK
  import CGtk
  import Foundation

  /// A GTK window that shows a presentation. For a sheet or an alert it is modal: its own
  /// toplevel, transient for the window it is presented from, with a canvas for the
  /// presentation's content. While it is open GTK sends the other window no input (so
  /// neither clicks nor Tab focus reach what is under it), and closing it (the window
  /// manager's close button, Esc) calls `onCloseRequest`, which cancels the presentation,
  /// rather than destroying the window. For a window opened with `openWindow` it is an
  /// ordinary window beside the app's, with the scene's title. For a popover it is a
  /// `GtkPopover` pointing at the view that presented it, closed by Esc or a click outside.
  @MainActor
  final class PresentationWindow {
    /// What shows the presentation.
    enum Surface {
      /// A window of its own.
      case window
      /// A pop-over attached to the presenter's window.
      case popover
    }

    /// The `GtkWindow`, or the `GtkPopover`.
    let window: Widget
    private let surface: Surface
    /// Where the presentation's content goes.
    let canvas: Canvas
    /// Called when the user asks to close the window.
    var onCloseRequest: () -> Void = {}
    /// Called with Return outside a text being edited; says whether a default button took
    /// it (else the focused widget has it).
    var onReturn: () -> Bool = { false }
    private var size = CGSize.zero

    /// Whether it is modal over the window it is presented from.
    private let isModal: Bool

    /// A window for a presentation, sized when it is shown: modal for a sheet or an alert;
    /// or a pop-over, attached when it is shown.
    init(isModal: Bool = true, surface: Surface = .window) {
      self.isModal = isModal
      self.surface = surface
      if surface == .popover {
        window = gtk_popover_new()
        g_object_ref_sink(window.object)
        canvas = Canvas(clips: true)
        gtk_popover_set_child(window.cast(), canvas.widget)
        Signals.connect(UnsafeMutableRawPointer(window), "closed") { [weak self] in
          guard let self, !self.isClosed else { return }
          self.onCloseRequest()
        }
        return
      }
      window = gtk_window_new()
      g_object_ref_sink(window.object)
      canvas = Canvas(clips: true)
      gtk_window_set_modal(window.cast(), isModal ? 1 : 0)
      GtkHost.adopt(window)
      gtk_window_set_resizable(window.cast(), 0)
      gtk_window_set_child(window.cast(), canvas.widget)
      Signals.connectCloseRequest(UnsafeMutableRawPointer(window)) { [weak self] in
        self?.onCloseRequest()
      }
      guard isModal else { return }
      // Return presses the default button, as on the Mac and as Enter does in the terminal,
      // whichever button has the focus; a text being edited keeps it (a field submits).
      let keys = gtk_event_controller_key_new()!
      gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
      gtk_widget_add_controller(window, keys)
      Signals.connectKeyPressed(UnsafeMutableRawPointer(keys)) { [weak self] keyval, state in
        guard let self, keyval == UInt32(GDK_KEY_Return) || keyval == UInt32(GDK_KEY_KP_Enter),
          state & (GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue) == 0,
          !self.isEditingText
        else { return false }
        return self.onReturn()
      }
      // Esc closes a sheet or an alert, as in the terminal.
      let shortcuts = gtk_shortcut_controller_new()!
      gtk_shortcut_controller_set_scope(shortcuts, GTK_SHORTCUT_SCOPE_GLOBAL)
      let escape = gtk_shortcut_new(
        gtk_keyval_trigger_new(UInt32(GDK_KEY_Escape), GdkModifierType(rawValue: 0)),
        gtk_named_action_new("window.close"))
      gtk_shortcut_controller_add_shortcut(shortcuts, escape)
      gtk_widget_add_controller(window, shortcuts)
    }

    private var isClosed = false
    /// For a pop-over, the canvas it is attached to.
    private weak var presenter: Canvas?

    /// Whether the focus is in a text being edited (an entry's text, a text view).
    private var isEditingText: Bool {
      guard let focus = gtk_root_get_focus(OpaquePointer(window)) else { return false }
      let type = String(cString: tessera_type_name(UnsafeMutableRawPointer(focus)))
      return type == "GtkText" || type == "GtkTextView"
    }

    isolated deinit {
      close()
      g_object_unref(window.object)
    }

    /// Takes the window off the screen for good, at once: a modal window left up until
    /// its owner lets go of it would keep input from the window under it.
    func close() {
      guard !isClosed else { return }
      isClosed = true
      if surface == .popover {
        // Popped down before it leaves the canvas: a pop-over taken away while up keeps
        // its grab, and the window's next click would only close it.
        gtk_popover_popdown(window.cast())
        presenter?.detach(popover: window)
        return
      }
      gtk_window_destroy(window.cast())
    }

    /// Shows the pop-over, `size` big, pointing at `anchor` in `presenter`'s coordinates;
    /// one already shown only takes the new size and place.
    func show(over presenter: Canvas, size: CGSize, pointingTo anchor: CGRect) {
      if size != self.size {
        self.size = size
        gtk_widget_set_size_request(
          canvas.widget, Int32(size.width.rounded()), Int32(size.height.rounded()))
      }
      var rect = GdkRectangle(
        x: Int32(anchor.minX.rounded()), y: Int32(anchor.minY.rounded()),
        width: Int32(max(anchor.width.rounded(), 1)), height: Int32(max(anchor.height.rounded(), 1))
      )
      gtk_popover_set_pointing_to(window.cast(), &rect)
      if self.presenter == nil {
        self.presenter = presenter
        presenter.attach(popover: window)
      }
      if gtk_widget_get_visible(window) == 0 {
        // GTK moves the focus into a pop-over as it opens unless its content is marked as
        // holding it; with no focusable widget there and none in the window, it complains.
        // Marked, Esc and clicks outside still close it.
        if let contents = gtk_widget_get_parent(canvas.widget) {
          gtk_widget_set_focus_child(window, contents)
        }
        gtk_popover_popup(window.cast())
      }
    }

    /// Shows the window at `size` over the window `presenter` is in (titled `title`, or
    /// as that window is); a window already shown only takes the new size.
    func show(over presenter: Widget, size: CGSize, title: String? = nil) {
      if size != self.size {
        self.size = size
        gtk_widget_set_size_request(
          window, Int32(size.width.rounded()), Int32(size.height.rounded()))
        gtk_window_set_default_size(
          window.cast(), Int32(size.width.rounded()), Int32(size.height.rounded()))
      }
      guard gtk_widget_get_visible(window) == 0 else { return }
      if let title {
        gtk_window_set_title(window.cast(), title)
      }
      if isModal, let root = gtk_widget_get_root(presenter) {
        let parent = root.widget
        gtk_window_set_transient_for(window.cast(), parent.cast())
        if title == nil, let parentTitle = gtk_window_get_title(parent.cast()) {
          gtk_window_set_title(window.cast(), parentTitle)
        }
      }
      gtk_window_present(window.cast())
    }

    /// Titles the window with the navigation title its content shows.
    func showTitle(_ title: String) {
      guard gtk_window_get_title(window.cast()).map({ String(cString: $0) }) != title else {
        return
      }
      gtk_window_set_title(window.cast(), title)
    }
  }
#endif

#if GTK
  import CGtk
  import TesseraCore

  extension HostingWidget {
    /// Keeps GTK's focus and the graph's `FocusTracker` together: a widget the user
    /// focuses (a click, Tab) tells the `@FocusState`s, and a state the app set moves
    /// GTK's focus after the render.
    func synchronizeFocus() {
      guard let root = gtk_widget_get_root(canvas.widget) else { return }
      if !isWatchingFocus {
        isWatchingFocus = true
        Signals.connect(UnsafeMutableRawPointer(root), "notify::focus-widget") { [weak self] in
          self?.nativeFocusDidChange()
        }
        watchWindowKeys(in: UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self))
        // The window in front is the active scene (`scenePhase`).
        Signals.connect(UnsafeMutableRawPointer(root), "notify::is-active") { [weak self] in
          guard let self, let root = gtk_widget_get_root(self.canvas.widget) else { return }
          let window = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self)
          self.loop.perform(.activation(gtk_window_is_active(window) != 0))
        }
      }
      let moved = loop.applyFocusRequests { [renderer] in renderer.record(for: $0) != nil }
      guard moved else { return }
      if let focused = loop.focusedElement, let record = renderer.record(for: focused) {
        gtk_widget_grab_focus(record.widget)
      } else {
        gtk_root_set_focus(root, nil)
      }
    }

    /// GTK moved the focus: the control whose widget has it (or holds the widget that
    /// has it, as an entry holds its text) now has the focus.
    private func nativeFocusDidChange() {
      guard let root = gtk_widget_get_root(canvas.widget) else { return }
      var widget = gtk_root_get_focus(root)
      var focused: RenderID?
      while let current = widget, focused == nil {
        focused = renderer.records.first { $0.value.widget == current }?.key.id
        widget = gtk_widget_get_parent(current)
      }
      // GTK tells of the focus from inside its own handlers (a click, a widget going
      // away in the middle of a render): the loop applies the change after them.
      loop.perform(.focus(focused))
    }
  }
#endif

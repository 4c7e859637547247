#if GTK
  import CGtk
  import Foundation
  import TesseraCore

  extension HostingWidget {
    /// Feeds the views' gestures (`gesture`, `simultaneousGesture`, `onLongPressGesture`)
    /// from a drag gesture on the whole canvas, ahead of the widgets on it: a press that a
    /// gesture takes from the controls under it is claimed, so they do not see it.
    func watchPointerGestures() {
      let gesture = gtk_gesture_drag_new()!
      gtk_gesture_single_set_button(gesture, 1)
      gtk_event_controller_set_propagation_phase(gesture, GTK_PHASE_CAPTURE)
      gtk_widget_add_controller(canvas.widget, gesture)
      let raw = UnsafeMutableRawPointer(gesture)
      Signals.connectDrag(raw, "drag-begin") { [weak self] x, y in
        guard let self else { return }
        let point = CGPoint(x: x, y: y)
        self.dragStart = point
        if self.loop.perform(.pointer(.down, at: point)) == .performed {
          gtk_gesture_set_state(OpaquePointer(raw), GTK_EVENT_SEQUENCE_CLAIMED)
        }
      }
      Signals.connectDrag(raw, "drag-update") { [weak self] dx, dy in
        self?.feedDrag(.moved, dx, dy)
      }
      Signals.connectDrag(raw, "drag-end") { [weak self] dx, dy in
        self?.feedDrag(.up, dx, dy)
      }
    }

    /// Keys for the whole window, whichever widget has the focus: F5 refreshes the
    /// refreshable content shown (`refreshable`), Shift-F10 or the Menu key opens the
    /// focused view's context menu, and a key with Ctrl or Alt activates the control whose
    /// `keyboardShortcut` names it (Ctrl standing for ⌘).
    func watchWindowKeys(in window: UnsafeMutablePointer<GtkWidget>) {
      let keys = gtk_event_controller_key_new()!
      gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
      gtk_widget_add_controller(window, keys)
      Signals.connectKeyPressed(UnsafeMutableRawPointer(keys)) { [weak self] keyval, state in
        guard let self else { return false }
        if keyval == UInt32(GDK_KEY_F5) { return self.loop.perform(.refresh) == .performed }
        // Shift-F10 or the Menu key opens the focused view's context menu, as in GTK's own
        // widgets.
        if keyval == UInt32(GDK_KEY_Menu)
          || (keyval == UInt32(GDK_KEY_F10) && state & GDK_SHIFT_MASK.rawValue != 0)
        {
          return self.loop.perform(.openContextMenu) == .performed
        }
        var held: EventModifiers = []
        if state & GDK_CONTROL_MASK.rawValue != 0 { held.insert(.control) }
        if state & GDK_ALT_MASK.rawValue != 0 { held.insert(.option) }
        if state & GDK_SHIFT_MASK.rawValue != 0 { held.insert(.shift) }
        // The focused view's `onKeyPress` first, before GTK's own handling.
        if let key = Self.keyEquivalent(keyval),
          self.loop.perform(.keyPress(KeyPress(key: key, modifiers: held))) == .performed
        {
          return true
        }
        // Typing is the entries' own: only a key with Ctrl or Alt is a shortcut here.
        guard !held.isDisjoint(with: [.control, .option]) else { return false }
        let unicode = gdk_keyval_to_unicode(gdk_keyval_to_lower(keyval))
        guard unicode != 0, let scalar = Unicode.Scalar(unicode) else { return false }
        let key = KeyEquivalent(Character(scalar))
        return self.loop.perform(.shortcut(key, modifiers: held)) == .performed
      }
    }

    /// The key GDK's `keyval` is, as SwiftUI names it; nil for one it has no name for.
    private static func keyEquivalent(_ keyval: UInt32) -> KeyEquivalent? {
      switch Int32(keyval) {
      case GDK_KEY_Left: return .leftArrow
      case GDK_KEY_Right: return .rightArrow
      case GDK_KEY_Up: return .upArrow
      case GDK_KEY_Down: return .downArrow
      case GDK_KEY_Home: return .home
      case GDK_KEY_End: return .end
      case GDK_KEY_Page_Up: return .pageUp
      case GDK_KEY_Page_Down: return .pageDown
      case GDK_KEY_Return, GDK_KEY_KP_Enter: return .return
      case GDK_KEY_Escape: return .escape
      case GDK_KEY_BackSpace: return .delete
      case GDK_KEY_Delete: return .deleteForward
      case GDK_KEY_Tab: return .tab
      default:
        let unicode = gdk_keyval_to_unicode(keyval)
        guard unicode != 0, let scalar = Unicode.Scalar(unicode) else { return nil }
        return KeyEquivalent(Character(scalar))
      }
    }

    private func feedDrag(_ phase: PointerEvent.Phase, _ dx: Double, _ dy: Double) {
      guard let start = dragStart else { return }
      loop.perform(.pointer(phase, at: CGPoint(x: start.x + dx, y: start.y + dy)))
    }
  }
#endif

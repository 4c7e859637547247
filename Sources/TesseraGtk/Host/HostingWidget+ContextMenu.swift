#if GTK
  import CGtk
  import Foundation
  import TesseraCore

  extension HostingWidget {
    /// Opens the context menu of the view under a secondary (right) click anywhere on the
    /// canvas, whatever widget is on top there.
    func watchSecondaryClicks() {
      // GTK's event controllers are opaque types to Swift.
      let gesture = gtk_gesture_click_new()!
      gtk_gesture_single_set_button(gesture, 3)
      gtk_event_controller_set_propagation_phase(gesture, GTK_PHASE_CAPTURE)
      gtk_widget_add_controller(canvas.widget, gesture)
      Signals.connectPressed(UnsafeMutableRawPointer(gesture)) { [weak self] x, y in
        self?.loop.perform(.secondaryClick(at: CGPoint(x: x, y: y)))
      }
    }
  }
#endif

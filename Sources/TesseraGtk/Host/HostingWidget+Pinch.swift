#if GTK
  import CGtk
  import Foundation
  import TesseraCore

  extension HostingWidget {
    /// Feeds the views' `MagnifyGesture`s and `RotateGesture`s: two fingers on a touchpad
    /// or a touch screen (GTK's zoom and rotate gestures, which see the same fingers), and
    /// Ctrl with the wheel, each notch a pinch of its own by 1.1 or its inverse, as
    /// GNOME's viewers zoom.
    func watchPinches() {
      let zoom = gtk_gesture_zoom_new()!
      let rotate = gtk_gesture_rotate_new()!
      for gesture in [zoom, rotate] {
        gtk_event_controller_set_propagation_phase(gesture, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(canvas.widget, gesture)
      }
      gtk_gesture_group(zoom, rotate)
      func pinch() -> Pinch {
        Pinch(
          scale: gtk_gesture_zoom_get_scale_delta(zoom),
          rotation: .radians(gtk_gesture_rotate_get_angle_delta(rotate)))
      }
      func center() -> CGPoint {
        var x = 0.0
        var y = 0.0
        _ = gtk_gesture_get_bounding_box_center(zoom, &x, &y)
        return CGPoint(x: x, y: y)
      }
      Signals.connect(UnsafeMutableRawPointer(zoom), "begin") { [weak self] in
        self?.loop.perform(.pinch(.down, at: center(), Pinch()))
      }
      for gesture in [zoom, rotate] {
        Signals.connect(UnsafeMutableRawPointer(gesture), "update") { [weak self] in
          self?.loop.perform(.pinch(.moved, at: center(), pinch()))
        }
      }
      Signals.connect(UnsafeMutableRawPointer(zoom), "end") { [weak self] in
        self?.loop.perform(.pinch(.up, at: center(), pinch()))
      }

      let wheel = gtk_event_controller_scroll_new(
        GtkEventControllerScrollFlags(
          GTK_EVENT_CONTROLLER_SCROLL_VERTICAL.rawValue
            | GTK_EVENT_CONTROLLER_SCROLL_DISCRETE.rawValue))!
      gtk_event_controller_set_propagation_phase(wheel, GTK_PHASE_CAPTURE)
      gtk_widget_add_controller(canvas.widget, wheel)
      Signals.connectScroll(UnsafeMutableRawPointer(wheel)) { [weak self] _, dy in
        let state = gtk_event_controller_get_current_event_state(wheel)
        guard let self, state.rawValue & GDK_CONTROL_MASK.rawValue != 0, dy != 0,
          let point = self.pointerLocation
        else { return false }
        let scale: CGFloat = dy < 0 ? 1.1 : 1 / 1.1
        guard self.loop.perform(.pinch(.down, at: point, Pinch())) == .performed else {
          return false
        }
        self.loop.perform(.pinch(.moved, at: point, Pinch(scale: scale)))
        self.loop.perform(.pinch(.up, at: point, Pinch(scale: scale)))
        return true
      }
    }
  }
#endif

#if GTK
  import CGtk
  import Foundation
  import TesseraCore

  extension HostingWidget {
    /// Tells the views that follow the pointer (`onHover`) where it moves on the canvas,
    /// with no button held, and when it leaves: only while some view follows it.
    func watchPointerMotion() {
      let motion = gtk_event_controller_motion_new()!
      gtk_event_controller_set_propagation_phase(motion, GTK_PHASE_CAPTURE)
      gtk_widget_add_controller(canvas.widget, motion)
      Signals.connectDrag(UnsafeMutableRawPointer(motion), "motion") { [weak self] x, y in
        self?.pointerLocation = CGPoint(x: x, y: y)
        guard let self, self.loop.followsPointer else { return }
        self.loop.perform(.hover(at: CGPoint(x: x, y: y)))
      }
      Signals.connect(UnsafeMutableRawPointer(motion), "leave") { [weak self] in
        guard let self, self.loop.followsPointer else { return }
        self.loop.perform(.hover(at: nil))
      }
    }
  }
#endif

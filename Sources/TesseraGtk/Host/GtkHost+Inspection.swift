#if GTK
  import CGtk
  import Foundation
  import TesseraCore

  extension GtkHost {
    /// The widgets the window shows now, in drawing order (see `HostingWidget`).
    package func shownWidgets() -> [HostingWidget.ShownWidget] { hosting.shownWidgets() }

    /// The texts of the labels the window shows now, in drawing order.
    package var shownTexts: [String] { hosting.shownTexts }

    /// The middle of the control labelled `label`, in the pixels of its window, and that
    /// window's X11 id, once GTK shows it where the last layout put it.
    package func center(ofControlLabelled label: String) -> (point: CGPoint, windowID: UInt)? {
      hosting.center(ofControlLabelled: label)
    }

    /// Where `TESSERA_GTK_DUMP` asks the widgets to be listed after every render, for
    /// tests and tools that drive a running app from outside (one widget a line:
    /// type, text, on/off, `focused` on the widget with the keyboard focus and those
    /// inside it, `@x,y`, its centre in its window's pixels, and `in ID`, the X11 id of
    /// that window: the main one's, or a sheet's or alert's). While an animation runs (a
    /// pushed page sliding in, say), the first line is `animating`: what is listed is
    /// still moving, and a click there might miss.
    static let dumpPath = ProcessInfo.processInfo.environment["TESSERA_GTK_DUMP"]

    /// Writes the widget list to `dumpPath`, replacing the file at once.
    func writeDump(to path: String) {
      let widgets = shownWidgets().map { widget in
        [
          widget.type, widget.text.map { "\"\($0)\"" }, widget.isOn.map { $0 ? "on" : "off" },
          widget.isFocused ? "focused" : nil,
          "@\(Int(widget.frame.midX)),\(Int(widget.frame.midY))",
          widget.windowID == 0 ? nil : "in \(widget.windowID)",
        ]
        .compactMap { $0 }.joined(separator: " ")
      }
      let lines = (hosting.loop.animator.isAnimating ? ["animating"] : []) + widgets
      try? Data((lines.joined(separator: "\n") + "\n").utf8).write(
        to: URL(fileURLWithPath: path), options: .atomic)
    }

  }
#endif

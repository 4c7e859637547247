#if GTK
  import CGtk
  import Foundation
  import TesseraCore

  extension GtkHost {
    /// The widgets the window shows now, in drawing order (see `HostingWidget`).
    package func shownWidgets() -> [HostingWidget.ShownWidget] { hosting.shownWidgets() }

    /// The texts of the labels the window shows now, in drawing order.
    package var shownTexts: [String] { hosting.shownTexts }

    /// The middle of the control labelled `label`, in the window's pixels, once GTK shows
    /// it where the last layout put it.
    package func center(ofControlLabelled label: String) -> CGPoint? {
      hosting.center(ofControlLabelled: label)
    }

    /// Where `TESSERA_GTK_DUMP` asks the widgets to be listed after every render, for
    /// tests and tools that drive a running app from outside (one widget a line:
    /// type, text, on/off, and `@x,y`, its centre in the window's pixels).
    static let dumpPath = ProcessInfo.processInfo.environment["TESSERA_GTK_DUMP"]

    /// Writes the widget list to `dumpPath`, replacing the file at once.
    func writeDump(to path: String) {
      let lines = shownWidgets().map { widget in
        [
          widget.type, widget.text.map { "\"\($0)\"" }, widget.isOn.map { $0 ? "on" : "off" },
          "@\(Int(widget.frame.midX)),\(Int(widget.frame.midY))",
        ]
        .compactMap { $0 }.joined(separator: " ")
      }
      try? Data((lines.joined(separator: "\n") + "\n").utf8).write(
        to: URL(fileURLWithPath: path), options: .atomic)
    }

  }
#endif

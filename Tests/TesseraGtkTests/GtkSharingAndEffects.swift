#if GTK
  import CGtk
  import Foundation
  import Tessera
  import TesseraCore
  import TesseraGtk
  import Testing

  /// Colour adjustments, a progress bar with its current value under it, and a scene's
  /// default size.
  private struct AdjustedColors: View {
    var body: some View {
      VStack {
        Color.red.frame(width: 20, height: 20).saturation(0)
        Color.gray.frame(width: 20, height: 20).contrast(2)
        Color.black.frame(width: 20, height: 20).colorInvert()
        Color.gray.frame(width: 20, height: 20).brightness(0.2)
        ProgressView(value: 0.5) {
          Text("Upload")
        } currentValueLabel: {
          Text("Half done")
        }
      }
    }
  }

  /// An app whose window asks for a size of its own.
  private struct SizedApp: App {
    var body: some Scene {
      WindowGroup {
        Text("Sized")
      }
      .defaultSize(width: 900, height: 500)
    }
  }

  /// The colour adjustments reach GTK as CSS filters, a progress bar's current value is
  /// under the bar, and copied text is on the display's clipboard.
  @MainActor
  func checkAdjustmentsProgressAndClipboard() throws {
    let hosting = HostingWidget(rootView: AdjustedColors())
    hosting.resize(to: CGSize(width: 300, height: 300))
    let states = hosting.widgetStates()
    for filter in ["saturate-0", "contrast-2", "invert-1", "brightness-1-2"] {
      #expect(states.contains { $0.contains("tessera-filter-\(filter)") }, "\(filter): \(states)")
    }
    /// The top of the widget a state line describes (`at CGRect(origin: …(x: …, y: …)`).
    func top(of line: String?) -> Double? {
      guard let line, let start = line.range(of: "y: ")?.upperBound else { return nil }
      return Double(line[start...].prefix { $0.isNumber || $0 == "." || $0 == "-" })
    }
    let bar = top(of: states.first { $0.contains("GtkProgressBar") })
    let value = top(of: states.first { $0.contains("\"Half done\"") })
    let label = top(of: states.first { $0.contains("\"Upload\"") })
    #expect(label != nil && bar != nil && value != nil, "\(states)")
    if let label, let bar, let value {
      #expect(label < bar && bar < value, "label \(label), bar \(bar), value \(value)")
    }

    hosting.copyToClipboard("Soup tonight")
    let clipboard = try #require(gdk_display_get_clipboard(gdk_display_get_default()))
    #expect(gdk_clipboard_is_local(clipboard) != 0, "this process owns the clipboard")
    let formats = try #require(gdk_clipboard_get_formats(clipboard))
    #expect(gdk_content_formats_contain_gtype(formats, g_type_from_name("gchararray")) != 0)

    // A scene's default size is the size its GTK window opens at.
    if ProcessInfo.processInfo.environment["TESSERA_GTK_SIZE"] == nil {
      let sized = GtkHost(rootView: AppRoot(app: SizedApp()), title: "Sized")
      var width: Int32 = 0
      var height: Int32 = 0
      gtk_window_get_default_size(
        UnsafeMutableRawPointer(sized.window).assumingMemoryBound(to: GtkWindow.self), &width,
        &height)
      #expect(width == 900 && height == 500, "\(width) × \(height)")
      sized.close()
    }
  }
#endif

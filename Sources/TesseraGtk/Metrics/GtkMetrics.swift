#if GTK
  import CGtk
  import Foundation
  import TesseraCore

  /// Layout metrics of a GTK window: text measured by Pango in the fonts labels draw
  /// with, and controls as big as GTK's own (a switch, an entry's height), so native
  /// widgets fit the frames the layout gives them. One point is one pixel.
  @MainActor
  final class GtkMetrics: LayoutMetrics {
    let defaultSpacing = CGSize(width: 8, height: 8)
    let defaultPadding = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
    let dividerThickness = CGSize(width: 1, height: 1)
    let symbolSize = CGSize(width: 20, height: 20)

    /// A symbol at `scale`: smaller or larger than the text around it by about a
    /// quarter, as SwiftUI's image scales are.
    func symbolSize(scale: Image.Scale) -> CGSize {
      switch scale {
      case .small: CGSize(width: 16, height: 16)
      case .medium: symbolSize
      case .large: CGSize(width: 26, height: 26)
      }
    }
    let toggleIndicatorSize: CGSize
    let checkboxSize: CGSize
    /// As a GTK list box pads its rows.
    let listRowVerticalPadding: CGFloat = 6
    let stepperIndicatorSize: CGSize
    let controlHeight: CGFloat
    let colorWellSize: CGSize
    /// Room around a bordered button's label, as GTK pads its own buttons.
    let borderedButtonPadding = EdgeInsets(top: 5, leading: 12, bottom: 5, trailing: 12)

    /// Less room for the small sizes and more for the large, as SwiftUI's buttons grow
    /// with `controlSize`.
    func borderedButtonPadding(for controlSize: ControlSize) -> EdgeInsets {
      let (vertical, horizontal): (CGFloat, CGFloat) =
        switch controlSize {
        case .mini: (1, 5)
        case .small: (2, 8)
        case .regular: (5, 12)
        case .large: (9, 16)
        case .extraLarge: (13, 20)
        }
      return EdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }
    private let layout: OpaquePointer
    /// A layout in a text view's font, which text editors and vertical fields draw in.
    private let editorLayout: OpaquePointer
    /// The room between a vertical field's frame and its text, at each side.
    static let fieldTextInset: CGFloat = 8

    /// Metrics for text drawn in `widget`'s Pango context.
    init(widget: Widget) {
      layout = gtk_widget_create_pango_layout(widget, nil)
      let textView = gtk_text_view_new()!
      g_object_ref_sink(textView.object)
      editorLayout = gtk_widget_create_pango_layout(textView, nil)
      g_object_unref(textView.object)
      pango_layout_set_wrap(editorLayout, PANGO_WRAP_WORD_CHAR)
      toggleIndicatorSize = Self.naturalSize(of: gtk_switch_new())
      checkboxSize = Self.naturalSize(of: gtk_check_button_new())
      stepperIndicatorSize = Self.naturalSize(of: StepperButtons().box)
      let entry = Self.naturalSize(of: gtk_entry_new())
      controlHeight = entry.height
      colorWellSize = Self.naturalSize(of: gtk_color_button_new())
    }

    isolated deinit {
      g_object_unref(UnsafeMutableRawPointer(layout))
      g_object_unref(UnsafeMutableRawPointer(editorLayout))
    }

    /// Lines as a `GtkTextView` wraps them (at word or character), inside a vertical
    /// field's insets. The text view draws in the theme's font, whatever `font` asks.
    func editorLines(of text: String, font: Font?, width: CGFloat?) -> (
      count: Int, height: CGFloat
    ) {
      pango_layout_set_text(editorLayout, text, -1)
      let inner = width.map { max($0 - 2 * Self.fieldTextInset, 1) }
      pango_layout_set_width(
        editorLayout, inner.map { Int32(($0 * CGFloat(PANGO_SCALE)).rounded()) } ?? -1)
      var pixelWidth: Int32 = 0
      var pixelHeight: Int32 = 0
      pango_layout_get_pixel_size(editorLayout, &pixelWidth, &pixelHeight)
      let count = max(Int(pango_layout_get_line_count(editorLayout)), 1)
      return (count, CGFloat(pixelHeight) / CGFloat(count))
    }

    private static func naturalSize(of widget: Widget) -> CGSize {
      g_object_ref_sink(widget.object)
      defer { g_object_unref(widget.object) }
      var width: Int32 = 0
      var height: Int32 = 0
      gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &width, nil, nil)
      gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, width, nil, &height, nil, nil)
      return CGSize(width: CGFloat(width), height: CGFloat(height))
    }

    func imageSize(named name: String, bundlePath: String?) -> CGSize? {
      guard let url = ImageResources.url(named: name, bundlePath: bundlePath) else { return nil }
      var width: Int32 = 0
      var height: Int32 = 0
      guard gdk_pixbuf_get_file_info(url.path, &width, &height) != nil else { return nil }
      return CGSize(width: CGFloat(width), height: CGFloat(height))
    }

    func imageSize(data: Data) -> CGSize? {
      let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
      defer { g_bytes_unref(bytes) }
      guard let texture = gdk_texture_new_from_bytes(bytes, nil) else { return nil }
      defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
      return CGSize(
        width: CGFloat(gdk_texture_get_width(texture)),
        height: CGFloat(gdk_texture_get_height(texture)))
    }

    /// Pango spaces letters by the text's tracking (`pango_attr_letter_spacing_new`).
    var drawsTracking: Bool { true }

    func measure(
      _ text: String, font: Font?, width: CGFloat?, lineLimit: Int?,
      truncation: Text.TruncationMode
    ) -> TextMeasurement {
      TextLayout.configure(
        layout, text: text, font: font, width: width, lineLimit: lineLimit,
        truncation: truncation)
      var pixelWidth: Int32 = 0
      var pixelHeight: Int32 = 0
      pango_layout_get_pixel_size(layout, &pixelWidth, &pixelHeight)
      let count = Int(pango_layout_get_line_count(layout))
      let utf8 = Array(text.utf8)
      var lines: [String] = []
      for index in 0..<count {
        guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { continue }
        let start = Int(line.pointee.start_index)
        let end = min(start + Int(line.pointee.length), utf8.count)
        lines.append(String(decoding: utf8[min(start, end)..<end], as: UTF8.self))
      }
      let baseline = CGFloat(pango_layout_get_baseline(layout)) / CGFloat(PANGO_SCALE)
      let lineHeight = count > 0 ? CGFloat(pixelHeight) / CGFloat(count) : 0
      return TextMeasurement(
        size: text.isEmpty
          ? .zero : CGSize(width: CGFloat(pixelWidth) + 1, height: CGFloat(pixelHeight)),
        lines: lines, firstBaseline: baseline,
        lastBaseline: CGFloat(max(count, 1) - 1) * lineHeight + baseline)
    }
  }
#endif

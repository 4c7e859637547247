#if GTK
  import CGtk
  import Foundation
  import TesseraCore

  /// The text settings that measuring and drawing share, so that a label wraps and
  /// truncates where the layout measured it would.
  enum TextLayout {
    /// Sets up `layout` (a `PangoLayout`) for `text` in `font`, wrapped to `width` and cut
    /// to `lineLimit` lines.
    static func configure(
      _ layout: OpaquePointer, text: String, font: Font?, width: CGFloat?, lineLimit: Int?,
      truncation: Text.TruncationMode
    ) {
      pango_layout_set_text(layout, text, -1)
      let description = FontDescription.make(font)
      pango_layout_set_font_description(layout, description)
      pango_font_description_free(description)
      pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
      // A word broken across lines gets no hyphen, as in SwiftUI (and in labels).
      let attributes = pango_attr_list_new()
      pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
      pango_layout_set_attributes(layout, attributes)
      pango_attr_list_unref(attributes)
      pango_layout_set_width(
        layout, width.map { Int32(($0 * CGFloat(PANGO_SCALE)).rounded()) } ?? -1)
      if let lineLimit, lineLimit > 0 {
        pango_layout_set_height(layout, -Int32(lineLimit))
        pango_layout_set_ellipsize(layout, ellipsizing(truncation))
      } else {
        pango_layout_set_height(layout, -1)
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
      }
    }

    /// Pango's ellipsizing for a truncation mode.
    static func ellipsizing(_ truncation: Text.TruncationMode) -> PangoEllipsizeMode {
      switch truncation {
      case .head: PANGO_ELLIPSIZE_START
      case .middle: PANGO_ELLIPSIZE_MIDDLE
      case .tail: PANGO_ELLIPSIZE_END
      }
    }
  }
#endif

#if GTK
  import CGtk
  import TesseraCore

  /// Tessera fonts as Pango font descriptions: SwiftUI's sizes in pixels (one point is
  /// one pixel), its weights, italic, and the design as a generic family.
  enum FontDescription {
    /// The body font when nothing else is set.
    static let body = Font.body

    /// A new Pango description of `font` (the body font when nil), made bold or italic
    /// when `style` asks, at the text size `textSize`; the caller frees it with
    /// `pango_font_description_free`.
    static func make(
      _ font: Font?, style: TextStyle? = nil, textSize: DynamicTypeSize = .large
    ) -> OpaquePointer {
      let font = (style?.font ?? font ?? body).sized(for: textSize)
      let description = pango_font_description_new()!
      switch style?.isMonospaced == true ? .monospaced : font.design {
      case .monospaced: pango_font_description_set_family(description, "monospace")
      case .serif: pango_font_description_set_family(description, "serif")
      default: pango_font_description_set_family(description, font.family ?? "sans-serif")
      }
      if font.width.value < -0.25 {
        pango_font_description_set_stretch(description, PANGO_STRETCH_EXTRA_CONDENSED)
      } else if font.width.value < 0 {
        pango_font_description_set_stretch(description, PANGO_STRETCH_CONDENSED)
      } else if font.width.value > 0 {
        pango_font_description_set_stretch(description, PANGO_STRETCH_EXPANDED)
      }
      if font.isSmallCaps {
        pango_font_description_set_variant(description, PANGO_VARIANT_SMALL_CAPS)
      }
      pango_font_description_set_absolute_size(description, font.size * Double(PANGO_SCALE))
      var weight = style?.weight ?? font.weight
      if style?.isBold == true { weight = max(weight, .bold) }
      pango_font_description_set_weight(description, PangoWeight(UInt32(weight.value)))
      if font.isItalic || style?.isItalic == true {
        pango_font_description_set_style(description, PANGO_STYLE_ITALIC)
      }
      return description
    }
  }
#endif

#if GTK
  import CGtk
  import Foundation
  import TesseraCore

  extension WidgetRenderer {
    /// Applies the visual effects around an element that GTK shows through CSS on its
    /// widget: the opacity (the product of the `opacity` modifiers above it, up to the
    /// canvas it is in), the colour filters above it (`grayscale`, `saturation` and the rest, as CSS
    /// `filter` functions, innermost first) and, for pictures and fills, rounded corners
    /// (a `clipShape`/`cornerRadius`, or the shape's own) and the `shadow` above it, which
    /// follows those corners.
    func applyEffects(
      _ record: WidgetRecord, element: RenderElement, opacity: Double, shadow: RenderShadow?,
      filters: [String] = []
    ) {
      if gtk_widget_get_opacity(record.widget) != opacity {
        gtk_widget_set_opacity(record.widget, opacity)
      }
      var classes = filters.isEmpty ? [] : [GtkStyle.filterClass(filters)]
      var clips = false
      if record.kind == .picture || record.kind == .paint {
        let clip = element.decorations.clipOutline
        var outline = clip ?? .rectangle
        if clip == nil, case .shape(let shape) = element.content { outline = shape.paint.outline }
        let frame = element.frame
        let radius: Int
        switch outline {
        case .ellipse, .capsule:
          radius = Int((min(frame.width, frame.height) / 2).rounded())
        case .roundedRectangle(let cornerRadius): radius = Int(cornerRadius.rounded())
        case .rectangle, .path: radius = 0
        }
        // The corners clip a picture (its own drawing has none); a shape draws its own
        // outline, and its corners only shape its shadow.
        clips = radius > 0 && (clip != nil || record.kind == .picture)
        if radius > 0 { classes.append(GtkStyle.cornerRadiusClass(radius)) }
        if let shadow { classes.append(GtkStyle.shadowClass(shadow, palette: palette)) }
      }
      guard record.effectClasses != classes || record.clips != clips else { return }
      for old in record.effectClasses { gtk_widget_remove_css_class(record.widget, old) }
      for new in classes { gtk_widget_add_css_class(record.widget, new) }
      record.effectClasses = classes
      record.clips = clips
      gtk_widget_set_overflow(record.widget, clips ? GTK_OVERFLOW_HIDDEN : GTK_OVERFLOW_VISIBLE)
    }

    /// The CSS filter function `filter` draws with; none for `colorMultiply`, which CSS
    /// filters cannot express (see docs/Divergences.md).
    func cssFilter(_ filter: RenderColorFilter) -> String? {
      switch filter {
      case .grayscale(let amount):
        return "grayscale(\(amount))"
      case .hueRotation(let angle):
        // Whole degrees in one turn: an animated hue makes at most 360 styles.
        let degrees = Int(angle.degrees.rounded()) % 360
        return "hue-rotate(\(degrees < 0 ? degrees + 360 : degrees)deg)"
      case .saturation(let amount):
        return "saturate(\(amount))"
      case .brightness(let amount):
        // CSS scales where SwiftUI adds: scaling by 1 + amount brightens mid-tones alike.
        return "brightness(\(max(1 + amount, 0)))"
      case .contrast(let amount):
        return "contrast(\(max(amount, 0)))"
      case .multiply:
        return nil
      case .invert:
        return "invert(1)"
      }
    }
  }
#endif

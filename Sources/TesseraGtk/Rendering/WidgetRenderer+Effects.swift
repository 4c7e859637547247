#if GTK
  import CGtk
  import Foundation
  import TesseraCore

  extension WidgetRenderer {
    /// Applies the visual effects around `node` that GTK can show on its widget: the
    /// opacity (the product of the `opacity` modifiers above it, up to the canvas it is
    /// in) and, for pictures and fills, a `clipShape`/`cornerRadius` as rounded corners.
    func applyEffects(_ record: WidgetRecord, node: ViewNode, opacity: Double) {
      gtk_widget_set_opacity(record.widget, opacity)
      guard record.kind == .picture || record.kind == .paint else { return }
      var radius = 0
      if let clip = node.enclosingModifiers.lazy.compactMap({ $0 as? any ClipOutline }).first {
        switch clip.clipOutline {
        case .ellipse, .capsule:
          radius = Int((min(node.frame.width, node.frame.height) / 2).rounded())
        case .roundedRectangle(let cornerRadius): radius = Int(cornerRadius.rounded())
        case .rectangle, .path: radius = 0
        }
      }
      guard record.clipRadius != radius else { return }
      if record.clipRadius > 0 {
        gtk_widget_remove_css_class(record.widget, GtkStyle.cornerRadiusClass(record.clipRadius))
      }
      record.clipRadius = radius
      if radius > 0 {
        gtk_widget_add_css_class(record.widget, GtkStyle.cornerRadiusClass(radius))
      }
      gtk_widget_set_overflow(
        record.widget, radius > 0 ? GTK_OVERFLOW_HIDDEN : GTK_OVERFLOW_VISIBLE)
    }

    /// The opacity `node` adds to what is around it.
    func opacityFactor(of node: ViewNode) -> Double {
      (node.primitiveModifier as? OpacityModifier)?.opacity ?? 1
    }
  }

  /// A clipping modifier whose outline a backend can draw.
  @MainActor
  protocol ClipOutline {
    /// The outline the content is clipped to.
    var clipOutline: ShapePaint.Outline { get }
  }

  extension ClipShapeModifier: ClipOutline {
    var clipOutline: ShapePaint.Outline { ShapePaint.outline(of: shape) }
  }
#endif

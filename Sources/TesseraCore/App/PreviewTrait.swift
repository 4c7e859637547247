import Foundation

/// A trait of a preview: `#Preview(traits: .sizeThatFitsLayout) { … }`. The layout traits
/// change how `--preview` and `TestHost(preview:)` lay the view out; orientation traits are
/// accepted (a terminal or a window has no orientation).
public struct PreviewTrait<T>: Sendable {
  /// How the preview is laid out, for the layout traits.
  let layout: PreviewLayout?
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// Shows the view at its ideal size.
  public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(layout: .sizeThatFits) }

  /// Shows the view in a frame of the given size.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
    PreviewTrait(layout: .fixed(width: width, height: height))
  }

  /// Shows the view filling the screen or window, as an app's content is.
  public static var defaultLayout: PreviewTrait { PreviewTrait(layout: .device) }

  /// Accepted for compatibility: previews have no orientation here.
  public static var portrait: PreviewTrait { PreviewTrait(layout: nil) }

  /// Accepted for compatibility: previews have no orientation here.
  public static var portraitUpsideDown: PreviewTrait { PreviewTrait(layout: nil) }

  /// Accepted for compatibility: previews have no orientation here.
  public static var landscapeLeft: PreviewTrait { PreviewTrait(layout: nil) }

  /// Accepted for compatibility: previews have no orientation here.
  public static var landscapeRight: PreviewTrait { PreviewTrait(layout: nil) }
}

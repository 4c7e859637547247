import Foundation

/// Where a popover points at the view that shows it: a rectangle of the view (its bounds
/// by default) or a point in it.
///
/// Tessera shows popovers as sheets, as an iPhone does in compact width, so the anchor is
/// accepted and kept.
public enum PopoverAttachmentAnchor {
  /// A rectangle of the view.
  case rect(Anchor<CGRect>.Source)
  /// A point in the view, in unit coordinates.
  case point(UnitPoint)
}

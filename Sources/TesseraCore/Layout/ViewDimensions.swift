import Foundation

/// A view's size and alignment guides, as `alignmentGuide(_:computeValue:)` and
/// `AlignmentID.defaultValue(in:)` see them.
public struct ViewDimensions: Equatable {
  /// The view's size.
  package var size: CGSize
  /// Guides the view sets explicitly, by the identifier of their `AlignmentID`.
  package var explicitGuides: [ObjectIdentifier: CGFloat]

  package init(size: CGSize, explicitGuides: [ObjectIdentifier: CGFloat] = [:]) {
    self.size = size
    self.explicitGuides = explicitGuides
  }

  /// The view's width.
  public var width: CGFloat { size.width }
  /// The view's height.
  public var height: CGFloat { size.height }

  /// The position of a horizontal guide, from the view's leading edge.
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    self[explicit: guide] ?? guide.id.defaultValue(in: self)
  }

  /// The position of a vertical guide, from the view's top edge.
  public subscript(guide: VerticalAlignment) -> CGFloat {
    self[explicit: guide] ?? guide.id.defaultValue(in: self)
  }

  /// The position of a horizontal guide the view sets explicitly, or nil.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
    explicitGuides[ObjectIdentifier(guide.id)]
  }

  /// The position of a vertical guide the view sets explicitly, or nil.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
    explicitGuides[ObjectIdentifier(guide.id)]
  }
}

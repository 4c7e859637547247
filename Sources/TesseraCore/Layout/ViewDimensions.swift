import Foundation

/// A view's size and alignment guides, as `alignmentGuide(_:computeValue:)` and
/// `AlignmentID.defaultValue(in:)` see them.
public struct ViewDimensions: Equatable {
  /// The view's size.
  package var size: CGSize
  /// Guides set explicitly on the view (by `alignmentGuide`), by the identifier of their
  /// `AlignmentID`. They win over what `explicitGuide` answers.
  package var explicitGuides: [ObjectIdentifier: CGFloat]
  /// Asks the view itself for a guide it sets (a text's baseline, a stack's guide passed
  /// up from its children), when it is read; nil for views that set none.
  package var explicitGuide: (@MainActor (AlignmentGuideKey) -> CGFloat?)?

  package init(
    size: CGSize, explicitGuides: [ObjectIdentifier: CGFloat] = [:],
    explicitGuide: (@MainActor (AlignmentGuideKey) -> CGFloat?)? = nil
  ) {
    self.size = size
    self.explicitGuides = explicitGuides
    self.explicitGuide = explicitGuide
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
    explicitValue(.horizontal(guide), id: guide.id)
  }

  /// The position of a vertical guide the view sets explicitly, or nil.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
    explicitValue(.vertical(guide), id: guide.id)
  }

  /// The position of either kind of guide the view sets explicitly, or nil.
  package subscript(explicit key: AlignmentGuideKey) -> CGFloat? {
    switch key {
    case .horizontal(let guide): self[explicit: guide]
    case .vertical(let guide): self[explicit: guide]
    }
  }

  private func explicitValue(_ key: AlignmentGuideKey, id: any AlignmentID.Type) -> CGFloat? {
    if let value = explicitGuides[ObjectIdentifier(id)] { return value }
    guard let explicitGuide else { return nil }
    // Layout runs on the main actor, which is where dimensions are made and read.
    return MainActor.assumeIsolated { explicitGuide(key) }
  }

  /// Dimensions are equal when their sizes and the guides set on them are.
  public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
    lhs.size == rhs.size && lhs.explicitGuides == rhs.explicitGuides
  }
}

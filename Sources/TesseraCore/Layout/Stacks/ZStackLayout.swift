import Foundation

/// The layout of `ZStack`: views on top of each other, lined up on both guides of an
/// alignment. Each view is offered the whole proposal.
public struct ZStackLayout: Layout {
  /// How the views line up.
  public var alignment: Alignment

  /// An overlaying layout.
  public nonisolated init(alignment: Alignment = .center) { self.alignment = alignment }

  /// No cache.
  public func makeCache(subviews: Subviews) -> StackLayoutCache { StackLayoutCache() }

  /// The extent of all views lined up on the alignment.
  public func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache
  ) -> CGSize {
    Self.union(of: frames(for: proposal, subviews: subviews))?.size ?? .zero
  }

  /// Places every view lined up on the alignment within `bounds`.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout StackLayoutCache
  ) {
    // The children get the sizes they had when the stack was measured for `proposal`.
    let placement = proposal
    let frames = frames(for: placement, subviews: subviews)
    guard let union = Self.union(of: frames) else { return }
    // Line the group up in the bounds on the same alignment.
    let groupOrigin = CGPoint(
      x: bounds.minX + alignment.horizontal.id.defaultValue(in: ViewDimensions(size: bounds.size))
        - alignment.horizontal.id.defaultValue(in: ViewDimensions(size: union.size)),
      y: bounds.minY + alignment.vertical.id.defaultValue(in: ViewDimensions(size: bounds.size))
        - alignment.vertical.id.defaultValue(in: ViewDimensions(size: union.size)))
    for (index, frame) in frames.enumerated() {
      subviews[index].place(
        at: CGPoint(
          x: groupOrigin.x + frame.minX - union.minX, y: groupOrigin.y + frame.minY - union.minY),
        proposal: placement)
    }
  }

  /// A vertical guide the children set, moved to where they sit.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout StackLayoutCache
  ) -> CGFloat? {
    childGuide(.vertical(guide), size: bounds.size, proposal: proposal, subviews: subviews)
  }

  /// A horizontal guide the children set, moved to where they sit.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout StackLayoutCache
  ) -> CGFloat? {
    childGuide(.horizontal(guide), size: bounds.size, proposal: proposal, subviews: subviews)
  }

  private func childGuide(
    _ guide: AlignmentGuideKey, size: CGSize, proposal: ProposedViewSize, subviews: Subviews
  ) -> CGFloat? {
    let frames = frames(for: proposal, subviews: subviews)
    guard let union = Self.union(of: frames) else { return nil }
    return ContentGuides.combined(
      guide,
      of: zip(subviews, frames).map { subview, frame in
        (
          subview.dimensions(in: proposal),
          CGPoint(x: frame.minX - union.minX, y: frame.minY - union.minY)
        )
      })
  }

  private static func union(of frames: [CGRect]) -> CGRect? {
    guard var result = frames.first else { return nil }
    for frame in frames.dropFirst() { result = result.union(frame) }
    return result
  }

  /// Each view's frame relative to the shared alignment point.
  private func frames(for proposal: ProposedViewSize, subviews: Subviews) -> [CGRect] {
    subviews.map { subview in
      let dimensions = subview.dimensions(in: proposal)
      return CGRect(
        x: -dimensions[alignment.horizontal], y: -dimensions[alignment.vertical],
        width: dimensions.width, height: dimensions.height)
    }
  }
}

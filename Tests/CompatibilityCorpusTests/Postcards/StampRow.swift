import Tessera

/// How far a stamp is lifted above the row, in steps.
struct Lift: LayoutValueKey {
  static let defaultValue = 0
}

/// Stamps side by side, each lifted by its `Lift` value.
struct StampRow: Layout {
  var spacing: CGFloat = 8

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let lift = subviews.map { CGFloat($0[Lift.self]) * 16 }.max() ?? 0
    let width = sizes.map(\.width).reduce(0, +) + spacing * CGFloat(max(sizes.count - 1, 0))
    return CGSize(width: width, height: (sizes.map(\.height).max() ?? 0) + lift)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var x = bounds.minX
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      let y = bounds.maxY - size.height - CGFloat(subview[Lift.self]) * 16
      subview.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
      x += size.width + spacing
    }
  }
}

import Foundation

extension View {
  /// Sizes this view along `axes` to the nearest container — the scroll view it is in
  /// (its visible part, less its content margins), else the window — as a card as wide as
  /// the screen in a paging row.
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center)
    -> some View
  {
    containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
  }

  /// Sizes this view along `axes` to `span` of `count` equal columns (or rows) of the
  /// nearest container, `spacing` apart: `count: 3` makes three cards fill the width.
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
    alignment: Alignment = .center
  ) -> some View {
    containerRelativeFrame(axes, alignment: alignment) { length, _ in
      let count = CGFloat(max(count, 1))
      let span = CGFloat(max(span, 1))
      let column = (length - spacing * (count - 1)) / count
      return max(column * span + spacing * (span - 1), 0)
    }
  }

  /// Sizes this view along `axes` to what `length` makes of the nearest container's length
  /// along each axis.
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center,
    _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
  }
}

/// Gives a view a size along some axes worked out from its container's.
struct ContainerRelativeFrameModifier: PrimitiveModifier, InspectableElement {
  typealias Body = Never
  let axes: Axis.Set
  let alignment: Alignment
  let length: (CGFloat, Axis) -> CGFloat

  var inspectionDescription: String { "containerRelativeFrame(\(axes.inspectionName))" }
}

extension ContainerRelativeFrameModifier: NodeLayout {
  /// The container's lengths along the frame's axes, the content's size along the others.
  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    let frame = framed(proposal, context)
    let content = ImplicitStack.sizeThatFits(frame, subviews: context.subviews())
    return CGSize(width: frame.width ?? content.width, height: frame.height ?? content.height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
    FrameAlignment.place(
      context.subviews(), proposal: framed(proposal, context), in: bounds, alignment: alignment)
  }

  /// `proposal` with the container's lengths along the frame's axes.
  private func framed(_ proposal: ProposedViewSize, _ context: LayoutContext) -> ProposedViewSize {
    let container = Self.containerSize(of: context.node)
    return ProposedViewSize(
      width: axes.contains(.horizontal) ? length(container.width, .horizontal) : proposal.width,
      height: axes.contains(.vertical) ? length(container.height, .vertical) : proposal.height)
  }

  /// The size of the scroll view `node` is in, as it last measured its content, else the
  /// window's.
  private static func containerSize(of node: ViewNode) -> CGSize {
    var ancestor = node.parent
    while let current = ancestor {
      if let size = current.locals[ScrollState.self]?.containerSize { return size }
      ancestor = current.parent
    }
    return node.graph?.windowSize ?? .zero
  }
}

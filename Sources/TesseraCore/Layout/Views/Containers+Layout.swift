import Foundation

extension ScrollView: NodeLayout {
  /// Takes the space offered (its content's size along an axis offered nothing) and
  /// offers its content unlimited space along the scrolling axes.
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    if let width = proposal.width, let height = proposal.height, width.isFinite, height.isFinite {
      recordContainerSize(CGSize(width: width, height: height), context: context)
    }
    let content = ImplicitStack.sizeThatFits(
      contentProposal(proposal), subviews: context.subviews())
    return CGSize(
      width: proposal.width.map { $0.isFinite ? $0 : content.width } ?? content.width,
      height: proposal.height.map { $0.isFinite ? $0 : content.height } ?? content.height)
  }

  /// Places the content at the top leading corner, moved by the scroll offset (kept
  /// within the content), centred across a narrower scroll axis.
  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  {
    let subviews = context.subviews()
    let offered = contentProposal(proposal)
    recordContainerSize(bounds.size, context: context)
    let content = ImplicitStack.sizeThatFits(offered, subviews: subviews)
    let state = context.node.locals.value { ScrollState() }
    state.contentSize = content
    state.viewportSize = bounds.size
    if !state.isPositioned {
      state.isPositioned = true
      if let anchor = context.environment.defaultScrollAnchor {
        state.offset = CGPoint(
          x: anchor.x * (content.width - bounds.width),
          y: anchor.y * (content.height - bounds.height))
      }
    }
    state.offset = state.clamped(state.offset)
    let x =
      axes.contains(.horizontal)
      ? bounds.minX - state.offset.x
      : bounds.minX + (bounds.width - content.width) / 2
    let y =
      axes.contains(.vertical)
      ? bounds.minY - state.offset.y
      : bounds.minY + (bounds.height - content.height) / 2
    ImplicitStack.place(
      in: CGRect(x: x, y: y, width: content.width, height: content.height), proposal: offered,
      subviews: subviews)
  }

  private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
  }

  /// Keeps what views in the content size themselves against (`containerRelativeFrame`):
  /// the visible region, `size`, less the content margins.
  private func recordContainerSize(_ size: CGSize, context: LayoutContext) {
    let margins = context.environment.scrollContentMargins
    context.node.locals.value { ScrollState() }.containerSize = CGSize(
      width: max(size.width - margins.leading - margins.trailing, 0),
      height: max(size.height - margins.top - margins.bottom, 0))
  }
}

/// Where a scroll view is scrolled to, kept in its node across layouts.
package final class ScrollState {
  /// The top leading corner of the visible part of the content.
  package var offset = CGPoint.zero
  /// The size of the content at the last layout.
  package var contentSize = CGSize.zero
  /// The size of the visible region at the last layout.
  package var viewportSize = CGSize.zero
  /// What views in the content size themselves against (`containerRelativeFrame`): the
  /// visible region less the content margins, once measured.
  package var containerSize: CGSize?
  /// Whether the scroll view was placed once (and took its `defaultScrollAnchor`).
  package var isPositioned = false

  /// How far the content can move along each axis: zero along an axis it fits in.
  package var room: CGSize { Self.room(content: contentSize, viewport: viewportSize) }

  /// `offset` kept within the content: from zero to the room along each axis.
  package func clamped(_ offset: CGPoint) -> CGPoint {
    let room = room
    return CGPoint(
      x: min(max(offset.x, 0), room.width), y: min(max(offset.y, 0), room.height))
  }

  /// How far content of size `content` can move in a view of size `viewport`.
  package static func room(content: CGSize, viewport: CGSize) -> CGSize {
    CGSize(
      width: max(content.width - viewport.width, 0),
      height: max(content.height - viewport.height, 0))
  }
}

extension GeometryReader: NodeLayout {
  /// Takes all the space offered and gives its content that size through the proxy,
  /// placing the content at the top leading corner.
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  {
    let state = context.node.locals.value { GeometryState() }
    let measured = GeometryProxy(frame: bounds, below: context.node)
    if state.proxy?.size != bounds.size || state.proxy?.frames != measured.frames {
      state.proxy = measured
      // The content depends on the size and place: build it again for those just found
      // (a reader in a scroll view moves as it scrolls).
      context.node.rebuild()
    }
    let subviews = context.subviews()
    let proposal = ProposedViewSize(bounds.size)
    for subview in subviews {
      subview.place(at: bounds.origin, proposal: proposal)
    }
  }
}

/// The size a geometry reader last gave its content.
package final class GeometryState {
  /// The proxy handed to the content.
  package var proxy: GeometryProxy?
}

extension PresentationRoot: NodeLayout {
  /// A presentation covers the window; its content is centred in it (an alert keeps its
  /// own size, a sheet given detents takes its detent's height).
  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    if kind == .alert {
      return ImplicitStack.sizeThatFits(proposal, subviews: context.subviews())
    }
    var size = proposal.replacingUnspecifiedDimensions()
    if kind == .sheet { size.height = context.node.sheetHeight(upTo: size.height) }
    return size
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
    let subviews = context.subviews()
    if kind.isAnchored, let presenter = context.node.parent {
      PopoverPlacement.place(
        subviews, beside: presenter.frame, in: bounds, isLeading: kind == .menu)
      return
    }
    let size = ImplicitStack.sizeThatFits(ProposedViewSize(bounds.size), subviews: subviews)
    ImplicitStack.place(in: bounds.centered(size), subviews: subviews)
  }
}

/// Where a popover's content goes: at its ideal size (narrowed to fit the window), under
/// the view that presented it, or above it when there is no room below, and moved along
/// to stay inside the window, with room around it for the box backends draw.
@MainActor
enum PopoverPlacement {
  /// The room kept between the content and the edges of its box (two terminal columns,
  /// one row).
  static let margin = CGSize(width: 16, height: 16)

  /// `isLeading` (a menu) lines the content up with the anchor's leading edge rather than
  /// centring it under the anchor.
  static func place(
    _ subviews: LayoutSubviews, beside anchor: CGRect, in bounds: CGRect, isLeading: Bool = false
  ) {
    let room = CGSize(
      width: max(bounds.width - 2 * margin.width, 0),
      height: max(bounds.height - 2 * margin.height, 0))
    var size = ImplicitStack.sizeThatFits(.unspecified, subviews: subviews)
    if size.width > room.width || size.height > room.height {
      size = ImplicitStack.sizeThatFits(
        ProposedViewSize(width: min(size.width, room.width), height: room.height),
        subviews: subviews)
    }
    size = CGSize(width: min(size.width, room.width), height: min(size.height, room.height))
    // The box's edge touches the presenter: under it, else above it.
    var y = anchor.maxY + margin.height
    if y + size.height + margin.height > bounds.maxY {
      y = anchor.minY - margin.height - size.height
    }
    y = min(max(y, bounds.minY + margin.height), bounds.maxY - margin.height - size.height)
    let x = min(
      max(
        isLeading ? anchor.minX + margin.width : anchor.midX - size.width / 2,
        bounds.minX + margin.width),
      bounds.maxX - margin.width - size.width)
    ImplicitStack.place(in: CGRect(origin: CGPoint(x: x, y: y), size: size), subviews: subviews)
  }
}

extension AlertContent: NodeLayout {
  /// Title, message and buttons in a column.
  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    var cache = StackLayoutCache()
    return VStackLayout().sizeThatFits(proposal: proposal, subviews: parts(context), cache: &cache)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
    var cache = StackLayoutCache()
    VStackLayout().placeSubviews(
      in: bounds, proposal: proposal, subviews: parts(context), cache: &cache)
  }

  private func parts(_ context: LayoutContext) -> LayoutSubviews {
    let names = ["title", "message", "actions"]
    return LayoutSubviews(names.flatMap { Array(context.subviews(part: $0, axis: .vertical)) })
  }
}

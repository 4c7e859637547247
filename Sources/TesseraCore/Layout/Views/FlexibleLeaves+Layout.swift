import Foundation

/// Views that fill whatever they are offered (colours, shapes, gradients): an
/// unspecified dimension becomes 10 points, as in SwiftUI.
@MainActor
package protocol FillingLayout: NodeLayout {}

extension FillingLayout {
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }
}

extension Color: FillingLayout {}
extension _ShapeView: NodeLayout {
  /// What the shape takes (`Shape.sizeThatFits`): all of the proposal, unless the shape
  /// says otherwise (a circle offered only a width is as tall as it is wide).
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    shape.sizeThatFits(proposal)
  }
}
extension LinearGradient: FillingLayout {}
extension RadialGradient: FillingLayout {}
extension EllipticalGradient: FillingLayout {}
extension AngularGradient: FillingLayout {}

extension Spacer: NodeLayout {
  /// Along its stack's axis a spacer takes what it is offered, but at least its minimum
  /// length (without one, the default spacing along that axis, as in SwiftUI); across
  /// it, nothing. Outside a stack it grows both ways.
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    let spacing = context.metrics.defaultSpacing
    func along(_ offered: CGFloat?, _ defaultMinimum: CGFloat) -> CGFloat {
      let minimum = minLength ?? defaultMinimum
      return max(offered ?? minimum, minimum)
    }
    switch context.containerAxis {
    case .horizontal: return CGSize(width: along(proposal.width, spacing.width), height: 0)
    case .vertical: return CGSize(width: 0, height: along(proposal.height, spacing.height))
    case nil:
      return CGSize(
        width: along(proposal.width, spacing.width), height: along(proposal.height, spacing.height))
    }
  }
}

extension Divider: NodeLayout {
  /// A line across its container's axis: vertical in an `HStack`, horizontal elsewhere.
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    let thickness = context.metrics.dividerThickness
    if context.containerAxis == .horizontal {
      return CGSize(width: thickness.width, height: proposal.height ?? thickness.width)
    }
    return CGSize(width: proposal.width ?? thickness.height, height: thickness.height)
  }
}

extension Image: NodeLayout {
  /// A resizable image takes what it is offered; otherwise it keeps its natural size.
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    let natural = naturalSize(context: context)
    guard isResizable else { return natural }
    return CGSize(width: proposal.width ?? natural.width, height: proposal.height ?? natural.height)
  }

  /// The image's own size in points.
  @MainActor package func naturalSize(context: LayoutContext) -> CGSize {
    switch source {
    case .system: return context.metrics.symbolSize(scale: context.node.environment.imageScale)
    case .named(let name, let bundlePath):
      return context.metrics.imageSize(named: name, bundlePath: bundlePath) ?? .zero
    case .data(let data): return context.metrics.imageSize(data: data) ?? .zero
    }
  }
}

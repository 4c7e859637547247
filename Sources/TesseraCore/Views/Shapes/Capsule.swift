import Foundation

/// A rectangle whose shorter sides are semicircles, filling the space it is offered.
public struct Capsule: Shape, Hashable {
  /// How the rounded ends are drawn.
  public var style: RoundedCornerStyle

  /// A capsule.
  public nonisolated init(style: RoundedCornerStyle = .continuous) { self.style = style }

  /// `rect` with its shorter sides rounded into semicircles.
  public nonisolated func path(in rect: CGRect) -> Path {
    let radius = min(rect.width, rect.height) / 2
    return Path(
      roundedRect: rect, cornerSize: CGSize(width: radius, height: radius), style: style)
  }
}

extension Capsule: InspectableShape {
  package nonisolated var shapeDescription: String {
    style == .circular ? "Capsule(style: circular)" : "Capsule"
  }
}

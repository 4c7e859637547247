import Foundation

/// The radius of each corner of a rectangle, for `UnevenRoundedRectangle`.
public struct RectangleCornerRadii: Equatable, Hashable, Sendable {
  /// The top-leading corner's radius.
  public var topLeading: CGFloat
  /// The bottom-leading corner's radius.
  public var bottomLeading: CGFloat
  /// The bottom-trailing corner's radius.
  public var bottomTrailing: CGFloat
  /// The top-trailing corner's radius.
  public var topTrailing: CGFloat

  /// Radii for each corner; those not given are square.
  public nonisolated init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
    topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}

/// A rectangle whose corners each have a radius of their own, such as a card rounded only
/// at the top.
public struct UnevenRoundedRectangle: Shape, Hashable {
  /// The radius of each corner.
  public var cornerRadii: RectangleCornerRadii
  /// How the corners are drawn.
  public var style: RoundedCornerStyle

  /// A rectangle with the corners of `cornerRadii`.
  public nonisolated init(
    cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
  ) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  /// A rectangle with a radius for each corner; those not given are square.
  public nonisolated init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
        bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
      style: style)
  }

  /// `rect` with each corner rounded by its radius.
  public nonisolated func path(in rect: CGRect) -> Path {
    var path = Path()
    path.addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    return path
  }
}

extension UnevenRoundedRectangle: InspectableShape {
  package nonisolated var shapeDescription: String {
    let radii = cornerRadii
    let corners = [radii.topLeading, radii.bottomLeading, radii.bottomTrailing, radii.topTrailing]
      .map { InspectionFormat.number($0) }.joined(separator: ", ")
    return "UnevenRoundedRectangle(\(corners))"
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  /// A rectangle with a radius for each corner; those not given are square.
  public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius,
      style: style)
  }

  /// A rectangle with the corners' radii `cornerRadii`.
  public static func rect(
    cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }
}

extension Path {
  /// Adds `rect` with each corner rounded by its radius in `cornerRadii` as a closed
  /// subpath (leading is left: Tessera lays out left to right).
  public mutating func addRoundedRect(
    in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
  ) {
    let rect = rect.standardized
    let limit = min(rect.width, rect.height) / 2
    func radius(_ value: CGFloat) -> CGFloat { max(0, min(value, limit)) }
    let (topLeft, bottomLeft) = (radius(cornerRadii.topLeading), radius(cornerRadii.bottomLeading))
    let (bottomRight, topRight) = (
      radius(cornerRadii.bottomTrailing), radius(cornerRadii.topTrailing)
    )
    let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    // Each corner is a quarter circle drawn as one cubic curve, clockwise from the top left.
    func corner(from start: CGPoint, to end: CGPoint, at vertex: CGPoint) {
      addCurve(
        to: end,
        control1: CGPoint(
          x: start.x + (vertex.x - start.x) * Self.kappa,
          y: start.y + (vertex.y - start.y) * Self.kappa),
        control2: CGPoint(
          x: end.x + (vertex.x - end.x) * Self.kappa, y: end.y + (vertex.y - end.y) * Self.kappa))
    }
    move(to: CGPoint(x: minX + topLeft, y: minY))
    addLine(to: CGPoint(x: maxX - topRight, y: minY))
    if topRight > 0 {
      corner(
        from: CGPoint(x: maxX - topRight, y: minY), to: CGPoint(x: maxX, y: minY + topRight),
        at: CGPoint(x: maxX, y: minY))
    }
    addLine(to: CGPoint(x: maxX, y: maxY - bottomRight))
    if bottomRight > 0 {
      corner(
        from: CGPoint(x: maxX, y: maxY - bottomRight), to: CGPoint(x: maxX - bottomRight, y: maxY),
        at: CGPoint(x: maxX, y: maxY))
    }
    addLine(to: CGPoint(x: minX + bottomLeft, y: maxY))
    if bottomLeft > 0 {
      corner(
        from: CGPoint(x: minX + bottomLeft, y: maxY), to: CGPoint(x: minX, y: maxY - bottomLeft),
        at: CGPoint(x: minX, y: maxY))
    }
    addLine(to: CGPoint(x: minX, y: minY + topLeft))
    if topLeft > 0 {
      corner(
        from: CGPoint(x: minX, y: minY + topLeft), to: CGPoint(x: minX + topLeft, y: minY),
        at: CGPoint(x: minX, y: minY))
    }
    closeSubpath()
  }
}

import Foundation

/// A rectangle with rounded corners that fills the space it is offered.
public struct RoundedRectangle: Shape, Hashable {
  /// The horizontal and vertical radius of the corners.
  public var cornerSize: CGSize
  /// How the corners are drawn.
  public var style: RoundedCornerStyle

  /// A rounded rectangle whose corners have radius `cornerRadius`.
  public nonisolated init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// A rounded rectangle whose corners have the radii of `cornerSize`.
  public nonisolated init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }

  /// `rect` with rounded corners.
  public nonisolated func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerSize: cornerSize, style: style)
  }
}

extension RoundedRectangle: InspectableShape {
  package nonisolated var shapeDescription: String {
    let radius =
      cornerSize.width == cornerSize.height
      ? "cornerRadius: \(InspectionFormat.number(cornerSize.width))"
      : "cornerSize: \(InspectionFormat.pair(cornerSize.width, cornerSize.height))"
    return "RoundedRectangle(\(radius)\(style == .circular ? ", style: circular" : ""))"
  }
}

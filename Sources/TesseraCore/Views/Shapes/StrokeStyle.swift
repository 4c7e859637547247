import Foundation

/// How the ends of an open line are drawn.
public enum CGLineCap: Int32, Hashable, Sendable {
  /// Cut square at the end point.
  case butt
  /// Rounded, half the line width past the end point.
  case round
  /// Square, half the line width past the end point.
  case square
}

/// How two lines of a path meet.
public enum CGLineJoin: Int32, Hashable, Sendable {
  /// A sharp corner (cut off past the miter limit).
  case miter
  /// A rounded corner.
  case round
  /// A corner cut flat.
  case bevel
}

/// How a shape's outline is drawn: its width, ends, corners and dashes.
public struct StrokeStyle: Hashable, Sendable {
  /// The width of the line.
  public var lineWidth: CGFloat
  /// How open ends are drawn.
  public var lineCap: CGLineCap
  /// How lines meet.
  public var lineJoin: CGLineJoin
  /// How far a miter corner may reach, in line widths, before it is cut.
  public var miterLimit: CGFloat
  /// The lengths of the dashes and gaps, in turn; empty for a solid line.
  public var dash: [CGFloat]
  /// How far into the dash pattern the line starts.
  public var dashPhase: CGFloat

  /// A stroke style; the defaults make a solid line one point wide.
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

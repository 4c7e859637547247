import Foundation

/// The outline of a 2D shape: lines and curves, in one or more subpaths.
///
/// A path is itself a shape, drawn at its own coordinates whatever space it is offered.
public struct Path: Hashable, Sendable {
  /// One step of a path.
  public enum Element: Hashable, Sendable {
    /// Starts a new subpath at a point.
    case move(to: CGPoint)
    /// A straight line from the current point.
    case line(to: CGPoint)
    /// A quadratic Bézier curve from the current point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve from the current point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// Closes the current subpath with a line back to its start.
    case closeSubpath
  }

  /// The steps of the path, in order.
  package private(set) var elements: [Element] = []
  private var subpathStart: CGPoint?

  /// An empty path.
  public init() {}

  /// A path made of `rect`.
  public init(_ rect: CGRect) { addRect(rect) }

  /// A path made of `rect` with rounded corners of `cornerRadius`.
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
  }

  /// A path made of `rect` with corners rounded by `cornerSize`.
  public init(
    roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(in: rect, cornerSize: cornerSize)
  }

  /// A path made of the ellipse that fits `rect`.
  public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

  /// A path drawn by `build`.
  public init(_ build: (inout Path) -> Void) { build(&self) }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The last point of the path, or nil when it is empty.
  public var currentPoint: CGPoint? {
    switch elements.last {
    case nil: nil
    case .move(let point), .line(let point): point
    case .quadCurve(let point, _), .curve(let point, _, _): point
    case .closeSubpath: subpathStart
    }
  }

  /// The smallest rectangle containing every point and control point of the path; for
  /// rectangles, ellipses and rounded rectangles that is their exact bounds.
  public var boundingRect: CGRect {
    var points: [CGPoint] = []
    for element in elements {
      switch element {
      case .move(let point), .line(let point): points.append(point)
      case .quadCurve(let point, let control): points += [point, control]
      case .curve(let point, let control1, let control2): points += [point, control1, control2]
      case .closeSubpath: break
      }
    }
    guard let first = points.first else { return .null }
    var minX = first.x
    var minY = first.y
    var maxX = first.x
    var maxY = first.y
    for point in points {
      minX = min(minX, point.x)
      minY = min(minY, point.y)
      maxX = max(maxX, point.x)
      maxY = max(maxY, point.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Calls `body` with each element in order.
  public func forEach(_ body: (Element) -> Void) {
    for element in elements { body(element) }
  }

  /// Starts a new subpath at `point`.
  public mutating func move(to point: CGPoint) {
    elements.append(.move(to: point))
    subpathStart = point
  }

  /// Adds a straight line from the current point to `point`.
  public mutating func addLine(to point: CGPoint) {
    startIfNeeded(at: point)
    elements.append(.line(to: point))
  }

  /// Adds straight lines through `points`, starting a new subpath at the first.
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  /// Adds a quadratic Bézier curve from the current point to `point`.
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    startIfNeeded(at: point)
    elements.append(.quadCurve(to: point, control: control))
  }

  /// Adds a cubic Bézier curve from the current point to `point`.
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    startIfNeeded(at: point)
    elements.append(.curve(to: point, control1: control1, control2: control2))
  }

  /// Closes the current subpath.
  public mutating func closeSubpath() {
    guard !elements.isEmpty else { return }
    elements.append(.closeSubpath)
  }

  /// Adds `rect` as a closed subpath.
  public mutating func addRect(_ rect: CGRect) {
    let rect = rect.standardized
    move(to: CGPoint(x: rect.minX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    closeSubpath()
  }

  /// Adds each of `rects` as a closed subpath.
  public mutating func addRects(_ rects: [CGRect]) {
    for rect in rects { addRect(rect) }
  }

  /// Adds `rect` with corners rounded by `cornerSize` as a closed subpath.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    let rect = rect.standardized
    let rx = max(0, min(cornerSize.width, rect.width / 2))
    let ry = max(0, min(cornerSize.height, rect.height / 2))
    guard rx > 0, ry > 0 else { return addRect(rect) }
    let kx = rx * Self.kappa
    let ky = ry * Self.kappa
    let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    move(to: CGPoint(x: minX + rx, y: minY))
    addLine(to: CGPoint(x: maxX - rx, y: minY))
    addCurve(
      to: CGPoint(x: maxX, y: minY + ry), control1: CGPoint(x: maxX - rx + kx, y: minY),
      control2: CGPoint(x: maxX, y: minY + ry - ky))
    addLine(to: CGPoint(x: maxX, y: maxY - ry))
    addCurve(
      to: CGPoint(x: maxX - rx, y: maxY), control1: CGPoint(x: maxX, y: maxY - ry + ky),
      control2: CGPoint(x: maxX - rx + kx, y: maxY))
    addLine(to: CGPoint(x: minX + rx, y: maxY))
    addCurve(
      to: CGPoint(x: minX, y: maxY - ry), control1: CGPoint(x: minX + rx - kx, y: maxY),
      control2: CGPoint(x: minX, y: maxY - ry + ky))
    addLine(to: CGPoint(x: minX, y: minY + ry))
    addCurve(
      to: CGPoint(x: minX + rx, y: minY), control1: CGPoint(x: minX, y: minY + ry - ky),
      control2: CGPoint(x: minX + rx - kx, y: minY))
    closeSubpath()
  }

  /// Adds the ellipse that fits `rect` as a closed subpath.
  public mutating func addEllipse(in rect: CGRect) {
    let rect = rect.standardized
    let (rx, ry) = (rect.width / 2, rect.height / 2)
    let (cx, cy) = (rect.midX, rect.midY)
    let (kx, ky) = (rx * Self.kappa, ry * Self.kappa)
    move(to: CGPoint(x: rect.maxX, y: cy))
    addCurve(
      to: CGPoint(x: cx, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: cy + ky),
      control2: CGPoint(x: cx + kx, y: rect.maxY))
    addCurve(
      to: CGPoint(x: rect.minX, y: cy), control1: CGPoint(x: cx - kx, y: rect.maxY),
      control2: CGPoint(x: rect.minX, y: cy + ky))
    addCurve(
      to: CGPoint(x: cx, y: rect.minY), control1: CGPoint(x: rect.minX, y: cy - ky),
      control2: CGPoint(x: cx - kx, y: rect.minY))
    addCurve(
      to: CGPoint(x: rect.maxX, y: cy), control1: CGPoint(x: cx + kx, y: rect.minY),
      control2: CGPoint(x: rect.maxX, y: cy - ky))
    closeSubpath()
  }

  /// Adds the elements of `path`.
  public mutating func addPath(_ path: Path) {
    for element in path.elements {
      if case .move(let point) = element { subpathStart = point }
      elements.append(element)
    }
  }

  /// The path moved by `dx` and `dy`.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    func moved(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x + dx, y: point.y + dy) }
    var result = Path()
    result.elements = elements.map { element in
      switch element {
      case .move(let point): .move(to: moved(point))
      case .line(let point): .line(to: moved(point))
      case .quadCurve(let point, let control): .quadCurve(to: moved(point), control: moved(control))
      case .curve(let point, let control1, let control2):
        .curve(to: moved(point), control1: moved(control1), control2: moved(control2))
      case .closeSubpath: .closeSubpath
      }
    }
    result.subpathStart = subpathStart.map(moved)
    return result
  }

  /// A line or curve with no current point starts a subpath where it ends.
  private mutating func startIfNeeded(at point: CGPoint) {
    if elements.isEmpty { move(to: point) }
  }

  /// How far along the tangent a cubic Bézier's control points sit to draw a quarter
  /// circle: 4/3 · (√2 − 1).
  static let kappa: CGFloat = 0.552_284_749_8
}

extension Path: Shape {
  /// The path itself, whatever rectangle it is offered.
  public nonisolated func path(in rect: CGRect) -> Path { self }
}

extension Path {
  /// The path with every point moved by `transform`.
  public func applying(_ transform: CGAffineTransform) -> Path {
    guard transform != .identity else { return self }
    var result = Path()
    for element in elements {
      switch element {
      case .move(let point): result.move(to: point.applying(transform))
      case .line(let point): result.addLine(to: point.applying(transform))
      case .quadCurve(let point, let control):
        result.addQuadCurve(to: point.applying(transform), control: control.applying(transform))
      case .curve(let point, let control1, let control2):
        result.addCurve(
          to: point.applying(transform), control1: control1.applying(transform),
          control2: control2.applying(transform))
      case .closeSubpath: result.closeSubpath()
      }
    }
    return result
  }
}

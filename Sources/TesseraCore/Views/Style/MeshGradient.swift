/// Colours at the points of a grid, blended between them (iOS 18): a `width` × `height`
/// grid of `points` (unit coordinates, row by row) each with its colour. Usable as a view
/// and as a shape style.
///
/// Tessera draws it as a top-to-bottom gradient through the average colour of each row of
/// the grid (see docs/Divergences.md): its colours and their order down the grid show,
/// the bending of the grid does not.
public struct MeshGradient: ShapeStyle, Equatable {
  /// Points across.
  public var width: Int
  /// Points down.
  public var height: Int
  /// Where each point is, row by row, in unit coordinates.
  public var points: [SIMD2<Float>]
  /// Each point's colour.
  public var colors: [Color]
  /// What is drawn outside the grid.
  public var background: Color
  /// Whether colours blend smoothly between points.
  public var smoothsColors: Bool

  /// A mesh of `width` × `height` points with their colours.
  public init(
    width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
    smoothsColors: Bool = true
  ) {
    self.width = width
    self.height = height
    self.points = points
    self.colors = colors
    self.background = background
    self.smoothsColors = smoothsColors
  }

  /// The gradient it is drawn as: each row's average colour, from top to bottom.
  package var linear: LinearGradient {
    let columns = max(width, 1)
    let rows = stride(from: 0, to: colors.count, by: columns).map { start in
      let row = colors[start..<min(start + columns, colors.count)]
      return row.dropFirst().enumerated().reduce(row.first ?? .clear) { mixed, next in
        mixed.mix(with: next.element, by: 1 / Double(next.offset + 2))
      }
    }
    return LinearGradient(
      colors: rows.isEmpty ? [background] : rows, startPoint: .top, endPoint: .bottom)
  }
}

extension MeshGradient: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never
}

extension MeshGradient: PrimitiveView, InspectableElement, InspectableStyle, GradientView {
  package var styleDescription: String { "MeshGradient(\(width) × \(height))" }
  package var inspectionDescription: String { styleDescription }
}

extension MeshGradient: FillingLayout {}

import Foundation

/// A 3 × 3 transform of the plane with perspective, in row-vector form: a point
/// (x, y, 1) times the matrix, as with `CGAffineTransform` (`m31` and `m32` are the
/// translation). What a `GeometryEffect` returns and `projectionEffect` draws.
public struct ProjectionTransform: Equatable, Sendable {
  /// The first row.
  public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
  /// The second row.
  public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
  /// The third row: the translation, and the projective part.
  public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

  /// The identity: the view drawn where it is laid out.
  public init() {}

  /// The affine transform `m`.
  public init(_ m: CGAffineTransform) {
    (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
  }

  /// Whether it leaves every point where it is.
  public var isIdentity: Bool { self == ProjectionTransform() }

  /// Whether it is affine: it keeps parallel lines parallel (no perspective).
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// The transform that undoes this one; unchanged when it cannot be undone.
  public func inverted() -> ProjectionTransform {
    var copy = self
    _ = copy.invert()
    return copy
  }

  /// Replaces the transform with the one that undoes it; returns false, and leaves it
  /// as it was, when it cannot be undone.
  @discardableResult
  public mutating func invert() -> Bool {
    let m = rows
    let cofactors: [[CGFloat]] = (0..<3).map { row in
      (0..<3).map { column in
        let rows = (0..<3).filter { $0 != row }
        let columns = (0..<3).filter { $0 != column }
        let minor =
          m[rows[0]][columns[0]] * m[rows[1]][columns[1]]
          - m[rows[0]][columns[1]] * m[rows[1]][columns[0]]
        return (row + column).isMultiple(of: 2) ? minor : -minor
      }
    }
    let determinant = (0..<3).reduce(CGFloat(0)) { $0 + m[0][$1] * cofactors[0][$1] }
    guard determinant != 0, determinant.isFinite else { return false }
    // The inverse is the transposed cofactors over the determinant.
    rows = (0..<3).map { row in (0..<3).map { cofactors[$0][row] / determinant } }
    return true
  }

  /// This transform followed by `other`.
  public func concatenating(_ other: ProjectionTransform) -> ProjectionTransform {
    let a = rows
    let b = other.rows
    var result = ProjectionTransform()
    result.rows = (0..<3).map { row in
      (0..<3).map { column in (0..<3).reduce(CGFloat(0)) { $0 + a[row][$1] * b[$1][column] } }
    }
    return result
  }

  private var rows: [[CGFloat]] {
    get { [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]] }
    set {
      (m11, m12, m13) = (newValue[0][0], newValue[0][1], newValue[0][2])
      (m21, m22, m23) = (newValue[1][0], newValue[1][1], newValue[1][2])
      (m31, m32, m33) = (newValue[2][0], newValue[2][1], newValue[2][2])
    }
  }
}

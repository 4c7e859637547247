import Foundation

/// Two shapes made one by a set operation on their regions or outlines, both laid out in
/// the same rectangle.
struct SetOperationShape<First: Shape, Second: Shape>: Shape {
  /// What the second shape does to the first.
  enum Operation {
    case union, intersection, subtracting, symmetricDifference
    case lineIntersection, lineSubtraction
  }

  var first: First
  var second: Second
  var operation: Operation
  var eoFill: Bool

  nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    first.sizeThatFits(proposal)
  }

  nonisolated func path(in rect: CGRect) -> Path {
    let a = first.path(in: rect)
    let b = second.path(in: rect)
    return switch operation {
    case .union: a.union(b, eoFill: eoFill)
    case .intersection: a.intersection(b, eoFill: eoFill)
    case .subtracting: a.subtracting(b, eoFill: eoFill)
    case .symmetricDifference: a.symmetricDifference(b, eoFill: eoFill)
    case .lineIntersection: a.lineIntersection(b, eoFill: eoFill)
    case .lineSubtraction: a.lineSubtraction(b, eoFill: eoFill)
    }
  }
}

extension Shape {
  /// A shape filling the region of this shape or of `other` (or both), each laid out in
  /// the same rectangle. Unclosed subpaths count as closed; `eoFill` reads both shapes
  /// by the even-odd rule, else by the non-zero rule.
  public nonisolated func union<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
    SetOperationShape(first: self, second: other, operation: .union, eoFill: eoFill)
  }

  /// A shape filling the region common to this shape and `other`.
  public nonisolated func intersection<T: Shape>(_ other: T, eoFill: Bool = false)
    -> some Shape
  {
    SetOperationShape(first: self, second: other, operation: .intersection, eoFill: eoFill)
  }

  /// A shape filling the region of this shape that `other` does not cover.
  public nonisolated func subtracting<T: Shape>(_ other: T, eoFill: Bool = false)
    -> some Shape
  {
    SetOperationShape(first: self, second: other, operation: .subtracting, eoFill: eoFill)
  }

  /// A shape filling the region covered by exactly one of this shape and `other`.
  public nonisolated func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false)
    -> some Shape
  {
    SetOperationShape(
      first: self, second: other, operation: .symmetricDifference, eoFill: eoFill)
  }

  /// A shape made of this shape's outline where it lies inside `other`: stroke it to
  /// see it.
  public nonisolated func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false)
    -> some Shape
  {
    SetOperationShape(
      first: self, second: other, operation: .lineIntersection, eoFill: eoFill)
  }

  /// A shape made of this shape's outline where it lies outside `other`.
  public nonisolated func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false)
    -> some Shape
  {
    SetOperationShape(first: self, second: other, operation: .lineSubtraction, eoFill: eoFill)
  }
}

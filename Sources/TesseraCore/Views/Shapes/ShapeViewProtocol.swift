import Foundation

/// A view that draws a shape (what `fill` gives), which can be stroked too:
/// `Circle().fill(.yellow).stroke(.orange, lineWidth: 2)` fills the circle and draws its
/// outline over the fill, as SwiftUI does since iOS 17.
public protocol ShapeView<Content>: View {
  /// The shape drawn.
  associatedtype Content: Shape
  /// The shape drawn.
  var shape: Content { get }
}

extension _ShapeView: ShapeView {}

extension ShapeView {
  /// This view with the shape's outline drawn over it in `content`, `lineWidth` wide.
  public func stroke<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> some View {
    overlay(shape.stroke(content, lineWidth: lineWidth))
  }

  /// This view with the shape's outline drawn over it in `content`, in `style`.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> some View
  {
    overlay(shape.stroke(content, style: style))
  }
}

extension ShapeView where Content: InsettableShape {
  /// This view with the shape's outline drawn over it in `content`, `lineWidth` wide,
  /// inside the shape's frame.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> some View {
    overlay(shape.strokeBorder(content, lineWidth: lineWidth))
  }

  /// This view with the shape's outline drawn over it in `content`, in `style`, inside
  /// the shape's frame.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S, style: StrokeStyle, antialiased: Bool = true
  ) -> some View {
    overlay(shape.strokeBorder(content, style: style))
  }
}

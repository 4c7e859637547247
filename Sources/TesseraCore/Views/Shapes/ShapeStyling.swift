import Foundation

extension Shape {
  /// Fills the shape with `content` (the foreground style by default).
  public func fill<S: ShapeStyle>(
    _ content: S = .foreground, style: FillStyle = FillStyle()
  ) -> _ShapeView<Self, S> {
    _ShapeView(shape: self, style: content, fillStyle: style)
  }

  /// Draws the shape's outline with `content`, `lineWidth` wide.
  public func stroke<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> some View {
    _ShapeView(shape: _StrokedShape(shape: self, lineWidth: lineWidth), style: content)
  }

  /// Draws the shape's outline with `content` in `style` (width, ends, corners, dashes).
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> some View
  {
    _ShapeView(shape: _StrokedShape(shape: self, style: style), style: content)
  }

  /// The shape's outline in `style`, as a shape; drawn in the foreground style unless
  /// filled with another.
  public func stroke(style: StrokeStyle) -> some Shape {
    _StrokedShape(shape: self, style: style)
  }

  /// The shape's outline, `lineWidth` wide, as a shape; drawn in the foreground style
  /// unless filled with another.
  public func stroke(lineWidth: CGFloat = 1) -> some Shape {
    _StrokedShape(shape: self, lineWidth: lineWidth)
  }
}

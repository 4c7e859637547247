import Foundation

extension View {
  /// Hides whatever the view draws outside its frame.
  public func clipped(antialiased: Bool = false) -> some View {
    modifier(ClipShapeModifier(shape: Rectangle(), style: FillStyle(antialiased: antialiased)))
  }

  /// Hides whatever the view draws outside `shape`, fitted to the view's frame.
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    modifier(ClipShapeModifier(shape: shape, style: style))
  }

  /// Clips the view to a rectangle with corners rounded by `radius`.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    modifier(
      ClipShapeModifier(
        shape: RoundedRectangle(cornerRadius: radius, style: .circular),
        style: FillStyle(antialiased: antialiased)))
  }
}

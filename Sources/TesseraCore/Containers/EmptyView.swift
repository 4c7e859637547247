/// A view that shows nothing and takes no space.
public struct EmptyView: View, PrimitiveView {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never

  /// Creates an empty view.
  public nonisolated init() {}
}

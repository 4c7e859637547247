/// A view that shows nothing and takes no space.
public struct EmptyView: View, PrimitiveView {
  public typealias Body = Never

  /// Creates an empty view.
  public nonisolated init() {}
}

/// The current foreground style: what a shape is filled with unless told otherwise, set
/// by `foregroundStyle(_:)` or `foregroundColor(_:)` on an ancestor.
public struct ForegroundStyle: ShapeStyle, Hashable {
  /// The foreground style.
  public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The current foreground style.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ForegroundStyle: InspectableStyle {
  package var styleDescription: String { "foreground" }
}

/// The colour of separators and frames: a divider's line, a group box's border.
public struct SeparatorShapeStyle: ShapeStyle, Hashable {
  /// The separator colour.
  public init() {}
}

extension ShapeStyle where Self == SeparatorShapeStyle {
  /// The colour of separators.
  public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension SeparatorShapeStyle: InspectableStyle {
  package var styleDescription: String { "separator" }
}

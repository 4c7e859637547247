/// The foreground at a level of emphasis: `.tertiary` and `.quaternary` for content less
/// prominent than `.secondary`.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
  let level: Int

  /// Content of the third level.
  public static let tertiary = HierarchicalShapeStyle(level: 3)
  /// Content of the fourth level.
  public static let quaternary = HierarchicalShapeStyle(level: 4)
  /// Content of the fifth level.
  public static let quinary = HierarchicalShapeStyle(level: 5)

  /// The colour this level is drawn in: the secondary colour, fainter at each level.
  var color: Color {
    Color.secondary.opacity([3: 0.7, 4: 0.45, 5: 0.3][level] ?? 1)
  }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// Content of the third level.
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  /// Content of the fourth level.
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
  /// Content of the fifth level.
  public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension HierarchicalShapeStyle: InspectableStyle {
  package var styleDescription: String {
    [3: "tertiary", 4: "quaternary", 5: "quinary"][level] ?? "level \(level)"
  }
}

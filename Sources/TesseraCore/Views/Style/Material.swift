/// A translucent background that lets what is behind show through, blurred: drawn as the
/// bar colour of the window's scheme, a little fainter the thinner the material.
public struct Material: ShapeStyle, Hashable {
  let thickness: Double

  /// The thinnest material.
  public static let ultraThin = Material(thickness: 0.55)
  /// A thin material.
  public static let thin = Material(thickness: 0.7)
  /// The default material.
  public static let regular = Material(thickness: 0.85)
  /// A thick material.
  public static let thick = Material(thickness: 0.95)
  /// The thickest material.
  public static let ultraThick = Material(thickness: 1)
  /// The material of bars.
  public static let bar = Material(thickness: 1)

  /// The colour the material is drawn in.
  var color: Color { Color(kind: .semantic("material"), alpha: thickness) }
}

extension ShapeStyle where Self == Material {
  /// The thinnest material.
  public static var ultraThinMaterial: Material { .ultraThin }
  /// A thin material.
  public static var thinMaterial: Material { .thin }
  /// The default material.
  public static var regularMaterial: Material { .regular }
  /// A thick material.
  public static var thickMaterial: Material { .thick }
  /// The thickest material.
  public static var ultraThickMaterial: Material { .ultraThick }
  /// The material of bars.
  public static var bar: Material { .bar }
}

extension Material: InspectableStyle {
  package var styleDescription: String { "material(\(thickness))" }
}

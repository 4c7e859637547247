extension Color: ShapeStyle {}

extension Color: InspectableStyle {
  package var styleDescription: String { description }
}

// Lets a colour be written `.red` wherever any shape style is accepted: `fill(.red)`,
// `background(.blue)`.
extension ShapeStyle where Self == Color {
  /// Black.
  public static var black: Color { Color.black }
  /// White.
  public static var white: Color { Color.white }
  /// Red.
  public static var red: Color { Color.red }
  /// Green.
  public static var green: Color { Color.green }
  /// Blue.
  public static var blue: Color { Color.blue }
  /// Yellow.
  public static var yellow: Color { Color.yellow }
  /// Orange.
  public static var orange: Color { Color.orange }
  /// Purple.
  public static var purple: Color { Color.purple }
  /// Pink.
  public static var pink: Color { Color.pink }
  /// Gray.
  public static var gray: Color { Color.gray }
  /// Teal.
  public static var teal: Color { Color.teal }
  /// Indigo.
  public static var indigo: Color { Color.indigo }
  /// Brown.
  public static var brown: Color { Color.brown }
  /// Mint.
  public static var mint: Color { Color.mint }
  /// Cyan.
  public static var cyan: Color { Color.cyan }
  /// Fully transparent.
  public static var clear: Color { Color.clear }
  /// The colour of primary content.
  public static var primary: Color { Color.primary }
  /// The colour of secondary content.
  public static var secondary: Color { Color.secondary }
  /// The app's accent colour.
  public static var accentColor: Color { Color.accentColor }
}

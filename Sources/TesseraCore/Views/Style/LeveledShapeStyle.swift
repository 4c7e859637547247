/// A style one level down from another, for content of less importance:
/// `.background.secondary`, `Color.blue.tertiary` (iOS 17).
public struct LeveledShapeStyle<Base: ShapeStyle>: ShapeStyle {
  /// The style leveled.
  let base: Base
  /// 2 for secondary, 3 for tertiary, and so on.
  let level: Int

  /// The colour it is drawn in: a background a shade further from the window's at each
  /// level (as UIKit's secondary and tertiary system backgrounds are), any other style
  /// fainter at each level.
  var color: Color? {
    if base is BackgroundStyle {
      return [2: UIColor.secondarySystemBackground, 3: .tertiarySystemBackground][level]
        .map(Color.init(uiColor:)) ?? Color(uiColor: .tertiarySystemBackground)
    }
    return base.representativeColor?.opacity([2: 0.75, 3: 0.55, 4: 0.4, 5: 0.3][level] ?? 1)
  }
}

extension ShapeStyle {
  /// This style for content of secondary importance.
  public var secondary: LeveledShapeStyle<Self> { LeveledShapeStyle(base: self, level: 2) }
  /// This style for content of tertiary importance.
  public var tertiary: LeveledShapeStyle<Self> { LeveledShapeStyle(base: self, level: 3) }
  /// This style for content of quaternary importance.
  public var quaternary: LeveledShapeStyle<Self> { LeveledShapeStyle(base: self, level: 4) }
  /// This style for content of quinary importance.
  public var quinary: LeveledShapeStyle<Self> { LeveledShapeStyle(base: self, level: 5) }
}

/// A style whose colour is worked out from another's.
protocol DerivedShapeStyle {
  /// The colour it is drawn in, if one.
  var color: Color? { get }
}

extension LeveledShapeStyle: DerivedShapeStyle {}

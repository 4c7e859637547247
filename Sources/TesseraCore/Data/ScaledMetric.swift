import Foundation

/// A length that grows and shrinks with the text size the user asked for:
/// `@ScaledMetric var iconSize: CGFloat = 24`.
///
/// At the default size (`.large`) it is the value given; at the others of
/// `\.dynamicTypeSize` it scales as body text grows (17 points at `.large`, 23 at
/// `.xxxLarge`, 53 at `.accessibility5`). Tessera scales every metric as body text.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  private let baseValue: Value
  @Environment(\.dynamicTypeSize) private var size

  /// A metric of `wrappedValue` at the default text size, scaled as body text.
  public init(wrappedValue: Value) {
    baseValue = wrappedValue
  }

  /// A metric of `wrappedValue` at the default text size, scaled as `textStyle`.
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    baseValue = wrappedValue
  }

  /// The value at the text size in effect.
  @MainActor public var wrappedValue: Value {
    baseValue * Value(Self.factor(for: size))
  }

  /// How much body text grows at `size`, against `.large`.
  static func factor(for size: DynamicTypeSize) -> Double {
    // Body text's point sizes at each step, divided by the default 17.
    let points: [DynamicTypeSize: Double] = [
      .xSmall: 14, .small: 15, .medium: 16, .large: 17, .xLarge: 19, .xxLarge: 21,
      .xxxLarge: 23, .accessibility1: 28, .accessibility2: 33, .accessibility3: 40,
      .accessibility4: 47, .accessibility5: 53,
    ]
    return (points[size] ?? 17) / 17
  }
}

/// A variant of a symbol: filled, in a circle or square, slashed. `symbolVariant(.fill)`
/// draws `Image(systemName: "heart")` as `heart.fill`.
public struct SymbolVariants: Hashable, Sendable {
  /// Whether the symbol is slashed.
  fileprivate var isSlashed = false
  /// The shape the symbol is enclosed in, if any: "circle", "square" or "rectangle".
  fileprivate var enclosure: String?
  /// Whether the symbol is filled.
  fileprivate var isFilled = false
  /// Whether variants were taken away (`.none`), overriding any set around.
  fileprivate var isNone = false

  /// No variant: the symbol as named.
  public static let none = SymbolVariants(isNone: true)
  /// Filled.
  public static let fill = SymbolVariants(isFilled: true)
  /// In a circle.
  public static let circle = SymbolVariants(enclosure: "circle")
  /// In a square.
  public static let square = SymbolVariants(enclosure: "square")
  /// In a rectangle.
  public static let rectangle = SymbolVariants(enclosure: "rectangle")
  /// Slashed.
  public static let slash = SymbolVariants(isSlashed: true)

  /// This variant filled too.
  public var fill: SymbolVariants { adding(.fill) }
  /// This variant in a circle.
  public var circle: SymbolVariants { adding(.circle) }
  /// This variant in a square.
  public var square: SymbolVariants { adding(.square) }
  /// This variant in a rectangle.
  public var rectangle: SymbolVariants { adding(.rectangle) }
  /// This variant slashed.
  public var slash: SymbolVariants { adding(.slash) }

  /// Whether this variant includes `other`'s.
  public func contains(_ other: SymbolVariants) -> Bool {
    (!other.isSlashed || isSlashed) && (other.enclosure == nil || other.enclosure == enclosure)
      && (!other.isFilled || isFilled)
  }

  /// This variant with `other`'s parts added.
  fileprivate func adding(_ other: SymbolVariants) -> SymbolVariants {
    var combined = self
    combined.isSlashed = isSlashed || other.isSlashed
    combined.enclosure = other.enclosure ?? enclosure
    combined.isFilled = isFilled || other.isFilled
    combined.isNone = false
    return combined
  }

  /// The name of symbol `name` in this variant: the parts it lacks added in the order
  /// symbol names have them (`bell` slashed and filled is `bell.slash.fill`). A name's
  /// first part is what it shows, never a variant: `rectangle.stack` filled is
  /// `rectangle.stack.fill`.
  func symbolName(_ name: String) -> String {
    guard !isNone else { return name }
    let given = name.split(separator: ".").map(String.init)
    let variantParts = given.dropFirst()
    let shapes = ["circle", "square", "rectangle"]
    let hasSlash = variantParts.contains("slash") || isSlashed
    let shape = variantParts.first { shapes.contains($0) } ?? enclosure
    let hasFill = variantParts.contains("fill") || isFilled
    var parts =
      Array(given.prefix(1)) + variantParts.filter { !(["slash", "fill"] + shapes).contains($0) }
    if hasSlash { parts.append("slash") }
    if let shape { parts.append(shape) }
    if hasFill { parts.append("fill") }
    return parts.joined(separator: ".")
  }
}

private struct SymbolVariantsKey: EnvironmentKey {
  static var defaultValue: SymbolVariants { SymbolVariants() }
}

extension EnvironmentValues {
  /// The variant symbols below are drawn in.
  public var symbolVariants: SymbolVariants {
    get { self[SymbolVariantsKey.self] }
    set { self[SymbolVariantsKey.self] = newValue }
  }
}

extension View {
  /// Draws the symbols below in `variant` (filled, in a circle, …), added to any variant
  /// set around; `.none` draws them as named.
  public func symbolVariant(_ variant: SymbolVariants) -> some View {
    transformEnvironment(\.symbolVariants) { current in
      current = variant.isNone ? variant : current.adding(variant)
    }
  }
}

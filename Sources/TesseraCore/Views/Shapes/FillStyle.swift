/// How a shape's interior is filled.
public struct FillStyle: Hashable, Sendable {
  /// Whether to use the even-odd rule (true) or the non-zero rule (false) to decide what
  /// is inside a self-intersecting path.
  public var isEOFilled: Bool
  /// Whether edges are antialiased.
  public var isAntialiased: Bool

  /// A fill style.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    self.isEOFilled = eoFill
    self.isAntialiased = antialiased
  }
}

/// A device to preview on: `.previewDevice(PreviewDevice(rawValue: "iPhone 15"))` or
/// `.previewDevice("iPhone 15")`. Accepted for compatibility: previews here fill the
/// terminal or window.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
  /// The device's name.
  public let rawValue: String

  /// A device named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A device named by a string literal.
  public init(stringLiteral value: String) { rawValue = value }
}

extension View {
  /// Accepted for compatibility: previews here fill the terminal or window.
  public func previewDevice(_ device: PreviewDevice?) -> some View { self }
}

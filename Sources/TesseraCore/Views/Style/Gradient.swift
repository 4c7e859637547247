import Foundation

/// Colours at positions from 0 to 1, for gradients to blend between.
public struct Gradient: Hashable, Sendable {
  /// A colour at a position.
  public struct Stop: Hashable, Sendable {
    /// The colour.
    public var color: Color
    /// Where the colour is, from 0 (the start) to 1 (the end).
    public var location: CGFloat

    /// A stop of `color` at `location`.
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  /// The stops, in order.
  public var stops: [Stop]

  /// A gradient through `stops`.
  public init(stops: [Stop]) { self.stops = stops }

  /// A gradient through `colors`, spaced evenly.
  public init(colors: [Color]) {
    let last = CGFloat(max(colors.count - 1, 1))
    stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / last) }
  }

  /// `red → blue`.
  package var inspectionDescription: String {
    stops.map(\.color.description).joined(separator: " → ")
  }
}

extension Gradient {
  /// The colour space colours are mixed in (`Color.mix(with:by:in:)`). Tessera mixes in
  /// sRGB, whichever is named.
  public struct ColorSpace: Hashable, Sendable {
    let name: String

    /// The device's own space: plain sRGB.
    public static let device = ColorSpace(name: "device")
    /// A space where equal steps look equal.
    public static let perceptual = ColorSpace(name: "perceptual")
  }
}

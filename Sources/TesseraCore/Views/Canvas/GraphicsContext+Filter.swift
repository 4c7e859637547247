import Foundation

extension GraphicsContext {
  /// A filter what a context draws next goes through (`addFilter(_:options:)`): a
  /// shadow, or a change of its colours.
  public struct Filter: Sendable {
    enum Kind: Sendable {
      case shadow(color: Color, radius: CGFloat, offset: CGSize)
      case color(RenderColorFilter)
      /// Accepted and not drawn: a blur, a partial inversion.
      case notDrawn
      case transform(CGAffineTransform)
    }

    let kind: Kind

    /// A shadow under what is drawn, `x` and `y` away from it, in `color`. It is drawn
    /// sharp: the `radius` of its blur is not drawn (see the divergences).
    public static func shadow(
      color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
      x: CGFloat = 0, y: CGFloat = 0, blendMode: BlendMode = .normal,
      options: ShadowOptions = ShadowOptions()
    ) -> Filter {
      Filter(kind: .shadow(color: color, radius: radius, offset: CGSize(width: x, height: y)))
    }

    /// A blur `radius` points wide. Accepted, and not drawn (see the divergences).
    public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
      Filter(kind: .notDrawn)
    }

    /// Removes `amount` (0…1) of the colours' saturation.
    public static func grayscale(_ amount: Double) -> Filter {
      Filter(kind: .color(.grayscale(amount)))
    }

    /// Turns the colours around the colour wheel by `angle`.
    public static func hueRotation(_ angle: Angle) -> Filter {
      Filter(kind: .color(.hueRotation(angle)))
    }

    /// Scales the colours' saturation: 0 is grey, 1 leaves them.
    public static func saturation(_ amount: Double) -> Filter {
      Filter(kind: .color(.saturation(amount)))
    }

    /// Brightens the colours by `amount` (−1…1).
    public static func brightness(_ amount: Double) -> Filter {
      Filter(kind: .color(.brightness(amount)))
    }

    /// Scales the colours' contrast around mid-grey.
    public static func contrast(_ amount: Double) -> Filter {
      Filter(kind: .color(.contrast(amount)))
    }

    /// Multiplies the colours by `color`, channel by channel.
    public static func colorMultiply(_ color: Color) -> Filter {
      Filter(kind: .color(.multiply(color)))
    }

    /// Inverts the colours (an `amount` under one is drawn as a whole inversion when at
    /// least a half, and as none below).
    public static func colorInvert(_ amount: Double = 1) -> Filter {
      Filter(kind: amount >= 0.5 ? .color(.invert) : .notDrawn)
    }

    /// Moves, scales or turns what is drawn next by `matrix`'s affine part.
    public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter {
      Filter(
        kind: .transform(
          CGAffineTransform(
            a: matrix.m11, b: matrix.m12, c: matrix.m21, d: matrix.m22, tx: matrix.m31,
            ty: matrix.m32)))
    }
  }

  /// How a filter is applied.
  public struct FilterOptions: OptionSet, Sendable {
    /// The options, one bit each.
    public let rawValue: UInt32
    /// Options from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Works in linear colour rather than sRGB.
    public static let linearColor = FilterOptions(rawValue: 1 << 0)
  }

  /// How a shadow is drawn.
  public struct ShadowOptions: OptionSet, Sendable {
    /// The options, one bit each.
    public let rawValue: UInt32
    /// Options from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Draws the shadow only, not what casts it.
    public static let shadowOnly = ShadowOptions(rawValue: 1 << 0)
    /// Draws the shadow above what casts it.
    public static let shadowAbove = ShadowOptions(rawValue: 1 << 1)
    /// Casts the shadow inward.
    public static let invertsAlpha = ShadowOptions(rawValue: 1 << 2)
    /// Does not change the shadow's colour with the filters after it.
    public static let disablesGroup = ShadowOptions(rawValue: 1 << 3)
  }

  /// How a blur is drawn.
  public struct BlurOptions: OptionSet, Sendable {
    /// The options, one bit each.
    public let rawValue: UInt32
    /// Options from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Keeps the edges opaque.
    public static let opaque = BlurOptions(rawValue: 1 << 0)
    /// Blurs the colours only, not the alpha.
    public static let dithersResult = BlurOptions(rawValue: 1 << 1)
  }

  /// Draws what comes next through `filter`: a shadow under it, or its colours changed.
  public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
    switch filter.kind {
    case .shadow(let color, _, let offset):
      shadows.append((offset: offset, color: color))
    case .color(let colorFilter):
      adjustment.filters.append(colorFilter)
    case .notDrawn:
      break
    case .transform(let matrix):
      concatenate(matrix)
    }
  }
}

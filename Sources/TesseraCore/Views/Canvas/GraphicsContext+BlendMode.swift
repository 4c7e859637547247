extension GraphicsContext {
  /// How a canvas's drawing mixes with what is under it (`blendMode`).
  public struct BlendMode: RawRepresentable, Equatable, Sendable {
    /// The mode's number, as Core Graphics numbers them.
    public var rawValue: Int32
    /// A mode from its number.
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// Paints over what is under it.
    public static let normal = BlendMode(rawValue: 0)
    /// Multiplies the colours: darker.
    public static let multiply = BlendMode(rawValue: 1)
    /// The inverse of multiplying: lighter.
    public static let screen = BlendMode(rawValue: 2)
    /// Multiplies or screens by the colour under it.
    public static let overlay = BlendMode(rawValue: 3)
    /// The darker of the two.
    public static let darken = BlendMode(rawValue: 4)
    /// The lighter of the two.
    public static let lighten = BlendMode(rawValue: 5)
    /// Brightens what is under it.
    public static let colorDodge = BlendMode(rawValue: 6)
    /// Darkens what is under it.
    public static let colorBurn = BlendMode(rawValue: 7)
    /// Softly darkens or lightens.
    public static let softLight = BlendMode(rawValue: 8)
    /// Strongly darkens or lightens.
    public static let hardLight = BlendMode(rawValue: 9)
    /// The difference of the two.
    public static let difference = BlendMode(rawValue: 10)
    /// Like `difference`, lower in contrast.
    public static let exclusion = BlendMode(rawValue: 11)
    /// The hue of what is drawn.
    public static let hue = BlendMode(rawValue: 12)
    /// The saturation of what is drawn.
    public static let saturation = BlendMode(rawValue: 13)
    /// The hue and saturation of what is drawn.
    public static let color = BlendMode(rawValue: 14)
    /// The luminosity of what is drawn.
    public static let luminosity = BlendMode(rawValue: 15)
    /// Clears what is under it.
    public static let clear = BlendMode(rawValue: 16)
    /// Replaces what is under it.
    public static let copy = BlendMode(rawValue: 17)
    /// Only where something is under it.
    public static let sourceIn = BlendMode(rawValue: 18)
    /// Only where nothing is under it.
    public static let sourceOut = BlendMode(rawValue: 19)
    /// Over what is under it, only there.
    public static let sourceAtop = BlendMode(rawValue: 20)
    /// Under what is already there.
    public static let destinationOver = BlendMode(rawValue: 21)
    /// Keeps what is under it where this draws.
    public static let destinationIn = BlendMode(rawValue: 22)
    /// Keeps what is under it where this does not draw.
    public static let destinationOut = BlendMode(rawValue: 23)
    /// Under what is there, kept where this draws.
    public static let destinationAtop = BlendMode(rawValue: 24)
    /// Either, not both.
    public static let xor = BlendMode(rawValue: 25)
    /// Adds the colours, darkening.
    public static let plusDarker = BlendMode(rawValue: 26)
    /// Adds the colours, lightening: glows and sparks.
    public static let plusLighter = BlendMode(rawValue: 27)
  }
}

import Foundation

/// What a measurement is for, which on Apple platforms picks the unit a locale uses for it
/// (`.road` distances in miles in the US). Linux's Foundation lacks the type; Tessera
/// shows a measurement in the unit it was given, whatever the usage.
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Hashable, Codable, Sendable {
  /// The usage's name.
  let name: String

  /// The unit a locale uses in general.
  public static var general: Self { Self(name: "general") }
  /// The unit the measurement was given in.
  public static var asProvided: Self { Self(name: "asProvided") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
  /// Distances on roads.
  public static var road: Self { Self(name: "road") }
  /// A person's height.
  public static var personHeight: Self { Self(name: "personHeight") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
  /// Temperatures in a forecast.
  public static var weather: Self { Self(name: "weather") }
  /// A person's temperature.
  public static var person: Self { Self(name: "person") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitMass {
  /// A person's weight.
  public static var personWeight: Self { Self(name: "personWeight") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
  /// Energy in food.
  public static var food: Self { Self(name: "food") }
  /// Energy a workout burns.
  public static var workout: Self { Self(name: "workout") }
}

extension Measurement where UnitType: Dimension {
  /// Writes a measurement as its number and unit: "5.2 km", "5.2km" or "5.2 kilometers".
  /// Foundation's style on Apple platforms, which Linux's Foundation lacks.
  public struct FormatStyle: Foundation.FormatStyle, Sendable {
    /// How the unit is written.
    public enum UnitWidth: Hashable, Codable, Sendable {
      /// In full: "5.2 kilometers".
      case wide
      /// By its symbol: "5.2 km".
      case abbreviated
      /// By its symbol, close set: "5.2km".
      case narrow
    }

    /// How the unit is written.
    public var width: UnitWidth
    /// The locale the number is written for.
    public var locale: Locale
    /// What the measurement is for (shown in the unit it was given: see
    /// ``MeasurementFormatUnitUsage``).
    public var usage: MeasurementFormatUnitUsage<UnitType>?
    /// How the number is written, else as the locale writes numbers.
    public var numberFormatStyle: FloatingPointFormatStyle<Double>?

    /// A style writing the unit at `width`.
    public init(
      width: UnitWidth, locale: Locale = .autoupdatingCurrent,
      usage: MeasurementFormatUnitUsage<UnitType>? = .general,
      numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) {
      self.width = width
      self.locale = locale
      self.usage = usage
      self.numberFormatStyle = numberFormatStyle
    }

    /// The measurement written out.
    public func format(_ measurement: Measurement<UnitType>) -> String {
      let number =
        numberFormatStyle?.format(measurement.value)
        ?? measurement.value.formatted(.number.locale(locale))
      let symbol = measurement.unit.symbol
      switch width {
      case .narrow:
        return number + (symbol.hasPrefix("°") ? "°" : symbol)
      case .abbreviated:
        return number + (symbol.hasPrefix("°") ? "" : " ") + symbol
      case .wide:
        guard let names = MeasurementUnitNames.names[symbol] else { return "\(number) \(symbol)" }
        return "\(number) \(measurement.value == 1 ? names.one : names.other)"
      }
    }

    /// This style for `locale`.
    public func locale(_ locale: Locale) -> Self {
      var style = self
      style.locale = locale
      return style
    }
  }

  /// The measurement written with its unit's symbol: "5.2 km".
  public func formatted() -> String {
    FormatStyle(width: .abbreviated).format(self)
  }

  /// The measurement written by `style`.
  public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput
  where S.FormatInput == Self {
    style.format(self)
  }
}

extension FormatStyle {
  /// Writes a measurement as its number and unit, the unit at `width`: "5.2 km".
  public static func measurement<UnitType: Dimension>(
    width: Measurement<UnitType>.FormatStyle.UnitWidth,
    usage: MeasurementFormatUnitUsage<UnitType> = .general,
    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
  ) -> Self where Self == Measurement<UnitType>.FormatStyle {
    Measurement<UnitType>.FormatStyle(
      width: width, usage: usage, numberFormatStyle: numberFormatStyle)
  }
}

/// The names of the commonest units, for `.wide`, by their symbols.
private enum MeasurementUnitNames {
  static let names: [String: (one: String, other: String)] = [
    "km": ("kilometer", "kilometers"), "m": ("meter", "meters"),
    "cm": ("centimeter", "centimeters"), "mm": ("millimeter", "millimeters"),
    "mi": ("mile", "miles"), "yd": ("yard", "yards"), "ft": ("foot", "feet"),
    "in": ("inch", "inches"), "kg": ("kilogram", "kilograms"), "g": ("gram", "grams"),
    "lb": ("pound", "pounds"), "oz": ("ounce", "ounces"), "L": ("liter", "liters"),
    "mL": ("milliliter", "milliliters"), "°C": ("degree Celsius", "degrees Celsius"),
    "°F": ("degree Fahrenheit", "degrees Fahrenheit"), "K": ("kelvin", "kelvins"),
    "s": ("second", "seconds"), "min": ("minute", "minutes"), "hr": ("hour", "hours"),
    "km/h": ("kilometer per hour", "kilometers per hour"),
    "mph": ("mile per hour", "miles per hour"), "m/s": ("meter per second", "meters per second"),
    "kcal": ("kilocalorie", "kilocalories"), "kJ": ("kilojoule", "kilojoules"),
    "J": ("joule", "joules"), "kWh": ("kilowatt-hour", "kilowatt-hours"),
  ]
}

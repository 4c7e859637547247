import Foundation

extension TextField where Label == Text {
  /// A text field that edits `value` through `format`: it shows the value as the format
  /// writes it, and sets the value whenever what is typed parses.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
    prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(
      title: prompt?.plainText ?? titleKey.resolved(),
      source: .formatted(Self.input(value, format)), isSecure: false)
  }

  /// A text field titled by a string that edits `value` through `format`.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(
      title: prompt?.plainText ?? String(title), source: .formatted(Self.input(value, format)),
      isSecure: false)
  }

  /// A text field that edits an optional `value` through `format`: empty text is nil.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F,
    prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(
      title: prompt?.plainText ?? titleKey.resolved(),
      source: .formatted(Self.optionalInput(value, format)), isSecure: false)
  }

  /// A text field titled by a string that edits an optional `value` through `format`.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(
      title: prompt?.plainText ?? String(title),
      source: .formatted(Self.optionalInput(value, format)), isSecure: false)
  }

  /// A text field that edits `value` through a `Formatter`: the earlier spelling. A
  /// `NumberFormatter` and a `DateFormatter` parse what is typed; other formatters only
  /// show the value.
  public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
    self.init(
      title: titleKey.resolved(), source: .formatted(Self.input(value, formatter)),
      isSecure: false)
  }

  /// A text field titled by a string that edits `value` through a `Formatter`.
  @_disfavoredOverload
  public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
    self.init(
      title: String(title), source: .formatted(Self.input(value, formatter)), isSecure: false)
  }

  private static func input<F: ParseableFormatStyle>(
    _ value: Binding<F.FormatInput>, _ format: F
  ) -> FormattedInput where F.FormatOutput == String {
    let strategy = format.parseStrategy
    return FormattedInput(
      formatted: { format.format(value.wrappedValue) },
      parse: { text in
        guard let parsed = try? strategy.parse(text) else { return nil }
        value.wrappedValue = parsed
        return format.format(parsed)
      })
  }

  private static func optionalInput<F: ParseableFormatStyle>(
    _ value: Binding<F.FormatInput?>, _ format: F
  ) -> FormattedInput where F.FormatOutput == String {
    let strategy = format.parseStrategy
    return FormattedInput(
      formatted: { value.wrappedValue.map { format.format($0) } ?? "" },
      parse: { text in
        if text.trimmingCharacters(in: .whitespaces).isEmpty {
          value.wrappedValue = nil
          return ""
        }
        guard let parsed = try? strategy.parse(text) else { return nil }
        value.wrappedValue = parsed
        return format.format(parsed)
      })
  }

  private static func input<V>(_ value: Binding<V>, _ formatter: Formatter) -> FormattedInput {
    FormattedInput(
      formatted: { formatter.string(for: value.wrappedValue) ?? "" },
      parse: { text in
        // Linux's `Formatter` keeps `getObjectValue` to itself: ask the two formatters
        // apps bind fields with.
        let object: AnyObject? =
          (formatter as? NumberFormatter)?.number(from: text)
          ?? (formatter as? DateFormatter)?.date(from: text) as AnyObject?
        guard let object, let parsed = Self.converted(object, to: V.self) else { return nil }
        value.wrappedValue = parsed
        // What was read, before the bound type rounded it ("1.5" into an `Int`).
        return formatter.string(for: object) ?? ""
      })
  }

  /// A formatter's result as the bound type: a `NumberFormatter` gives an `NSNumber`,
  /// which becomes whichever number type the binding holds.
  private static func converted<V>(_ object: AnyObject?, to type: V.Type) -> V? {
    if let value = object as? V { return value }
    guard let number = object as? NSNumber else { return nil }
    let converted: Any? =
      switch type {
      case is Double.Type: number.doubleValue
      case is Float.Type: number.floatValue
      case is Int.Type: number.intValue
      case is Decimal.Type: number.decimalValue
      default: nil
      }
    return converted as? V
  }
}

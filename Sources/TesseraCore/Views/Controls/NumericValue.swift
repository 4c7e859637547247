/// Reads a control's value of any numeric type as a `Double`, for backends that draw it
/// and screen readers that announce it.
enum NumericValue {
  /// `value` as a `Double`, or nil when it is not an integer or floating-point number.
  static func double<T>(_ value: T) -> Double? {
    if let integer = value as? any BinaryInteger { return Double(integer) }
    if let floating = value as? any BinaryFloatingPoint { return Double(floating) }
    return nil
  }
}

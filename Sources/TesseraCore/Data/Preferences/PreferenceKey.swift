/// A value that views below report up to the views around them, combined by `reduce`:
/// set it with `preference(key:value:)`, read it with `onPreferenceChange`,
/// `overlayPreferenceValue` or `backgroundPreferenceValue`.
///
/// ```swift
/// struct TitleWidthKey: PreferenceKey {
///   static var defaultValue: CGFloat = 0
///   static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
///     value = max(value, nextValue())
///   }
/// }
/// ```
public protocol PreferenceKey {
  /// The type of the value.
  associatedtype Value
  /// The value when no view below sets one.
  static var defaultValue: Value { get }
  /// Combines the values of views side by side, in order: `value` holds those so far.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

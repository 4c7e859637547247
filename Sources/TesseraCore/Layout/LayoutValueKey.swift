/// A key for a value a view hands the custom `Layout` that places it:
/// `.layoutValue(key: Rank.self, value: 2)` on the view, `subview[Rank.self]` in the
/// layout.
public protocol LayoutValueKey {
  /// The type of the value.
  associatedtype Value
  /// The value of a subview that sets none.
  static var defaultValue: Value { get }
}

extension View {
  /// Hands `value` for `key` to the layout that places this view, which reads it as
  /// `subview[key]`.
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    modifier(LayoutValueModifier(key: ObjectIdentifier(key), value: value))
  }
}

extension LayoutSubview {
  /// The value the subview set for `key` with `layoutValue(key:value:)`, or the key's
  /// default.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    (traits.values[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue
  }
}

/// A value for a custom layout, kept with the traits of the view it is set on.
package struct LayoutValueModifier: PrimitiveModifier {
  package typealias Body = Never

  /// The key's type.
  let key: ObjectIdentifier
  /// The value.
  let value: Any
}

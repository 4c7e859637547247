/// Accessibility information attached to a view: what assistive technologies read, and
/// the identifier tests find it by.
package struct AccessibilityModifier: PrimitiveModifier, InspectableElement {
  package typealias Body = Never
  /// Which accessibility property the modifier sets.
  package enum Property { case label, identifier, hint, value }
  package let property: Property
  package let text: String

  package var inspectionDescription: String {
    let name =
      switch property {
      case .label: "accessibilityLabel"
      case .identifier: "accessibilityIdentifier"
      case .hint: "accessibilityHint"
      case .value: "accessibilityValue"
      }
    return "\(name)(\"\(text)\")"
  }
}

extension View {
  /// The label assistive technologies read for this view.
  public func accessibilityLabel(_ label: Text) -> some View {
    modifier(AccessibilityModifier(property: .label, text: label.plainText))
  }

  /// The label assistive technologies read for this view.
  public func accessibilityLabel(_ label: LocalizedStringKey) -> some View {
    modifier(AccessibilityModifier(property: .label, text: label.resolved()))
  }

  /// The label assistive technologies read for this view.
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    modifier(AccessibilityModifier(property: .label, text: String(label)))
  }

  /// An identifier that tests find this view by.
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    modifier(AccessibilityModifier(property: .identifier, text: identifier))
  }

  /// A hint about what activating this view does.
  public func accessibilityHint(_ hint: Text) -> some View {
    modifier(AccessibilityModifier(property: .hint, text: hint.plainText))
  }
}

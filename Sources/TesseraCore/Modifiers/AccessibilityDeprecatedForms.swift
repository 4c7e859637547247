/// The accessibility modifiers in their first spelling, `accessibility(label:)` and so
/// on, which SwiftUI deprecates in favour of `accessibilityLabel(_:)` and the others; old
/// code still uses them. Each does what the new spelling does. They are left unmarked,
/// so old code builds without warnings.
extension View {
  /// The label assistive technologies read: `accessibilityLabel(_:)`.
  public func accessibility(label: Text) -> some View { accessibilityLabel(label) }

  /// A hint about what activating the view does: `accessibilityHint(_:)`.
  public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }

  /// The view's value as read aloud: `accessibilityValue(_:)`.
  public func accessibility(value: Text) -> some View { accessibilityValue(value) }

  /// Hides the view from assistive technologies: `accessibilityHidden(_:)`.
  public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }

  /// An identifier tests find the view by: `accessibilityIdentifier(_:)`.
  public func accessibility(identifier: String) -> some View {
    accessibilityIdentifier(identifier)
  }

  /// Adds traits: `accessibilityAddTraits(_:)`.
  public func accessibility(addTraits traits: AccessibilityTraits) -> some View {
    accessibilityAddTraits(traits)
  }

  /// Removes traits: `accessibilityRemoveTraits(_:)`.
  public func accessibility(removeTraits traits: AccessibilityTraits) -> some View {
    accessibilityRemoveTraits(traits)
  }

  /// The reading order among siblings: `accessibilitySortPriority(_:)`.
  public func accessibility(sortPriority: Double) -> some View {
    accessibilitySortPriority(sortPriority)
  }
}

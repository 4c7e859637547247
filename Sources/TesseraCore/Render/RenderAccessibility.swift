/// What assistive technologies are told about an element: the name a screen reader says,
/// the hint and value it adds, and whether the element is one of its own at all.
///
/// The builder resolves it from the view's `accessibilityLabel`, `accessibilityHint`,
/// `accessibilityValue`, `accessibilityHidden` and traits, and for a control or an image from the
/// texts and symbols it shows (``ViewNode/readableLabel``); a backend with an
/// accessibility tree hands it on (GTK's accessible properties).
package struct RenderAccessibility: Equatable, Sendable {
  /// The name read for the element; nil for a text, which is read as it shows, and for
  /// an element with nothing to name it.
  package var label: String?
  /// What activating the element does (`accessibilityHint`).
  package var hint: String?
  /// The element's value, when the view gives one (`accessibilityValue`).
  package var value: String?
  /// Whether the element is left out of the accessibility tree: hidden with
  /// `accessibilityHidden(true)` (itself or a view around it), a decorative image, or
  /// part of the label of the control around it, which reads it.
  package var isHidden = false
  /// What the element is presented as beyond its kind: a heading, a selected item, a
  /// button or link made of a text (`accessibilityAddTraits`).
  package var traits: AccessibilityTraits = []
  /// A heading's level, 1 to 6, or 0 when it has none (or is no heading).
  package var headingLevel = 0

  package init(
    label: String? = nil, hint: String? = nil, value: String? = nil, isHidden: Bool = false,
    traits: AccessibilityTraits = [], headingLevel: Int = 0
  ) {
    self.label = label
    self.hint = hint
    self.value = value
    self.isHidden = isHidden
    self.traits = traits
    self.headingLevel = headingLevel
  }
}

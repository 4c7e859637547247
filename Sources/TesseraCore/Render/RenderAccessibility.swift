/// What assistive technologies are told about an element: the name a screen reader says,
/// the hint and value it adds, and whether the element is one of its own at all.
///
/// The builder resolves it from the view's `accessibilityLabel`, `accessibilityHint`,
/// `accessibilityValue` and `accessibilityHidden`, and for a control or an image from the
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

  package init(
    label: String? = nil, hint: String? = nil, value: String? = nil, isHidden: Bool = false
  ) {
    self.label = label
    self.hint = hint
    self.value = value
    self.isHidden = isHidden
  }
}

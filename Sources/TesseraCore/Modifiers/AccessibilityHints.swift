/// Accessibility API that VoiceOver on Apple platforms reads and Tessera's backends have
/// no counterpart for, or meet another way; each says what it does here.
extension View {
  /// Runs `handler` when an assistive technology asks this view to go up or down a step
  /// (VoiceOver's swipe on an adjustable element). Here ↑ and ↓ ask it, while this view
  /// or a control inside it has the focus (a focused text field keeps its arrows).
  public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> some View {
    modifier(
      KeyPressModifier(
        action: KeyPressAction(keys: [.upArrow, .downArrow], yieldsToTextInput: true) { press in
          handler(press.key == .upArrow ? .increment : .decrement)
          return .handled
        }))
  }

  /// Makes assistive technologies see `representation` in this view's place. Accepted:
  /// the view itself is what screen readers get (its label, value and traits).
  public func accessibilityRepresentation<V: View>(
    @ViewBuilder representation: () -> V
  ) -> some View {
    self
  }

  /// Gives this view, for assistive technologies, the children `children` makes. Accepted:
  /// its own children are what screen readers get.
  public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View {
    self
  }

  /// Shows an enlarged view of this view when the user holds it at a large text size
  /// (iOS). Accepted: there is no large content viewer here.
  public func accessibilityShowsLargeContentViewer() -> some View { self }

  /// Shows `largeContentView` in the large content viewer (iOS). Accepted.
  public func accessibilityShowsLargeContentViewer<V: View>(
    @ViewBuilder _ largeContentView: () -> V
  ) -> some View {
    self
  }

  /// Keeps this view's colours when the system inverts colours (iOS). Nothing inverts them
  /// here.
  public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }
}

/// Which way an adjustable element is asked to go (`accessibilityAdjustableAction`).
public enum AccessibilityAdjustmentDirection: Sendable, Equatable {
  /// Up a step.
  case increment
  /// Down a step.
  case decrement
}

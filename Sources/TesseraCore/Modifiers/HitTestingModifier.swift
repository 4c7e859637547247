extension View {
  /// Whether the view and everything in it take clicks, taps and the pointer. With
  /// `false` they pass through to the views behind, as to a decoration drawn over a
  /// button. An ancestor's `allowsHitTesting(false)` wins over a descendant's `true`.
  public func allowsHitTesting(_ enabled: Bool) -> some View {
    modifier(HitTestingModifier(isEnabled: enabled))
  }
}

private struct HitTestingKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
  /// Whether views here take clicks and the pointer (`allowsHitTesting`).
  package var allowsHitTesting: Bool {
    get { self[HitTestingKey.self] }
    set { self[HitTestingKey.self] = newValue }
  }
}

/// Turns hit testing off below; it cannot be turned on again further down.
struct HitTestingModifier: EnvironmentModifier, InspectableElement {
  typealias Body = Never
  let isEnabled: Bool

  func transform(_ environment: inout EnvironmentValues) {
    if !isEnabled { environment.allowsHitTesting = false }
  }

  func hasSameEffect(as other: Self) -> Bool { isEnabled == other.isEnabled }

  var inspectionDescription: String { "allowsHitTesting(\(isEnabled))" }
}

/// Lets a view that is not a control take the keyboard focus: Tab stops at it, and its
/// `onKeyPress` handlers and `focused` state follow the focus there.
package struct FocusableModifier: PrimitiveModifier, ActionControl, InspectableElement {
  package typealias Body = Never
  let isFocusable: Bool

  package var buttonRole: ButtonRole? { nil }

  /// Enter on a focusable view does nothing of its own; `onKeyPress` handlers see it.
  package func activate(in environment: EnvironmentValues) {}

  /// A focusable view keeps its own look.
  package func appearance(in environment: EnvironmentValues) -> ButtonAppearance { .plain }

  package func acts(in environment: EnvironmentValues) -> Bool { isFocusable }

  package var inspectionDescription: String { "focusable(\(isFocusable))" }
}

/// Gives the focus to the view marked with a value when the view this modifies first
/// appears and nothing in the window has the focus yet.
struct DefaultFocusModifier<Value: Hashable>: PrimitiveModifier {
  typealias Body = Never
  let binding: FocusState<Value>.Binding
  let value: Value

  func didMount(_ node: ViewNode) {
    guard node.graph?.focus.focused == nil else { return }
    // The state moves the focus once the update that mounted the view is over.
    binding.wrappedValue = value
  }
}

extension View {
  /// Lets this view take the keyboard focus, as a control does, while `isFocusable`.
  public func focusable(_ isFocusable: Bool = true) -> some View {
    modifier(FocusableModifier(isFocusable: isFocusable))
  }

  /// Gives the focus to the view marked `.focused(binding, equals: value)` when this view
  /// first appears, unless something already has the focus.
  public func defaultFocus<V: Hashable>(
    _ binding: FocusState<V>.Binding, _ value: V,
    priority: DefaultFocusEvaluationPriority = .automatic
  ) -> some View {
    modifier(DefaultFocusModifier(binding: binding, value: value))
  }
}

/// How strongly `defaultFocus` asks for the focus. Tessera treats both alike: the focus
/// goes to the marked view when nothing has it yet.
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
  let isUserInitiated: Bool
  /// Only when the window first gains the focus, as the platform decides.
  public static let automatic = DefaultFocusEvaluationPriority(isUserInitiated: false)
  /// Also when the focus would otherwise go nowhere.
  public static let userInitiated = DefaultFocusEvaluationPriority(isUserInitiated: true)
}

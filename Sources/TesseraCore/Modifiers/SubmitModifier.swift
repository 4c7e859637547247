/// Which fields' submission an `onSubmit` action answers.
public struct SubmitTriggers: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: Int
  /// Creates triggers from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Text fields and secure fields.
  public static let text = SubmitTriggers(rawValue: 1)
  /// The search field of `searchable`.
  public static let search = SubmitTriggers(rawValue: 2)
}

/// The label of the key that submits a field (on an on-screen keyboard). Accepted: no
/// backend has such a key to label.
public struct SubmitLabel: Sendable, Equatable {
  let name: String
  /// Done.
  public static let done = SubmitLabel(name: "done")
  /// Go.
  public static let go = SubmitLabel(name: "go")
  /// Send.
  public static let send = SubmitLabel(name: "send")
  /// Join.
  public static let join = SubmitLabel(name: "join")
  /// Route.
  public static let route = SubmitLabel(name: "route")
  /// Search.
  public static let search = SubmitLabel(name: "search")
  /// Return.
  public static let `return` = SubmitLabel(name: "return")
  /// Next.
  public static let next = SubmitLabel(name: "next")
  /// Continue.
  public static let `continue` = SubmitLabel(name: "continue")
}

/// An `onSubmit` action and the submissions it answers.
package struct SubmitAction {
  let triggers: SubmitTriggers
  let action: () -> Void
}

private struct SubmitActionsKey: EnvironmentKey {
  static var defaultValue: [SubmitAction] { [] }
}

private struct SubmitTriggerKey: EnvironmentKey {
  static var defaultValue: SubmitTriggers { .text }
}

extension EnvironmentValues {
  /// The `onSubmit` actions around a view, innermost first.
  package var submitActions: [SubmitAction] {
    get { self[SubmitActionsKey.self] }
    set { self[SubmitActionsKey.self] = newValue }
  }

  /// What submitting a field here counts as: `.search` in a `searchable` field.
  package var submitTrigger: SubmitTriggers {
    get { self[SubmitTriggerKey.self] }
    set { self[SubmitTriggerKey.self] = newValue }
  }
}

/// Adds an `onSubmit` action to the environment, after the ones inside it.
private struct SubmitModifier: ViewModifier {
  let action: SubmitAction
  @Environment(\.submitActions) private var outer

  func body(content: Content) -> some View {
    content.environmentValue(\.submitActions, [action] + outer, name: "onSubmit")
  }
}

extension View {
  /// Runs `action` when the user submits a text field in this view (Enter in the
  /// terminal, Enter in a GTK entry), or the search field with `of: .search`.
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void)
    -> some View
  {
    modifier(SubmitModifier(action: SubmitAction(triggers: triggers, action: action)))
  }

  /// Keeps the fields in this view from running the `onSubmit` actions set around it
  /// (when `isBlocking`); `onSubmit` actions set inside still run.
  public func submitScope(_ isBlocking: Bool = true) -> some View {
    transformEnvironment(\.submitActions) { if isBlocking { $0 = [] } }
  }

  /// Sets the label of the key that submits fields in this view. Accepted: terminals and
  /// desktops have no such key.
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
}

extension ViewNode {
  /// Submits the text field this node shows, as Enter does: its own `onCommit`, then the
  /// `onSubmit` actions around it for its kind of field, innermost first.
  package func performSubmit() -> ActionOutcome {
    guard view(as: (any TextInputControl).self) != nil else { return .notApplicable }
    guard environment.isEnabled else { return .disabled }
    commitFormattedDraft()
    let trigger = environment.submitTrigger
    let actions = environment.submitActions.filter { $0.triggers.contains(trigger) }
    let commit = view(as: TextFieldCore.self)?.onCommit
    guard !actions.isEmpty || commit != nil else { return .refused }
    commit?()
    for submit in actions { submit.action() }
    return .performed
  }
}

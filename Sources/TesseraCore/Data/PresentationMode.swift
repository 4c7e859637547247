/// Whether a view is shown in a presentation (sheet, cover), and a way to dismiss it.
/// The older spelling of `dismiss`: `presentationMode.wrappedValue.dismiss()`.
public struct PresentationMode {
  /// Whether the view is presented now.
  public private(set) var isPresented: Bool
  let dismissAction: () -> Void

  init(isPresented: Bool, dismissAction: @escaping () -> Void) {
    self.isPresented = isPresented
    self.dismissAction = dismissAction
  }

  /// Dismisses the presentation that shows this view.
  public mutating func dismiss() {
    guard isPresented else { return }
    dismissAction()
  }
}

/// Dismisses the presentation that shows the view that read it: `dismiss()`.
public struct DismissAction {
  let action: () -> Void

  /// Dismisses the presentation (does nothing outside one).
  public func callAsFunction() { action() }
}

private struct PresentationModeKey: EnvironmentKey {
  static var defaultValue: Binding<PresentationMode> {
    .constant(PresentationMode(isPresented: false, dismissAction: {}))
  }
}

private struct DismissKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction {} }
}

private struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }

/// Runs after a control's action inside an alert: the alert closes.
private struct ActionCompletionKey: EnvironmentKey {
  static var defaultValue: (() -> Void)? { nil }
}

extension EnvironmentValues {
  /// The presentation this view is shown in.
  public var presentationMode: Binding<PresentationMode> {
    get { self[PresentationModeKey.self] }
    set { self[PresentationModeKey.self] = newValue }
  }

  /// Dismisses the presentation this view is shown in.
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Whether this view is shown in a presentation.
  public var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }

  /// What runs after any button's action in this view (an alert's buttons close it).
  package var actionCompletion: (() -> Void)? {
    get { self[ActionCompletionKey.self] }
    set { self[ActionCompletionKey.self] = newValue }
  }
}

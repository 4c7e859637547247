/// Whether the user is editing the content of a view. Read and toggle it through
/// `@Environment(\.editMode)`; `EditButton` does it for you.
public enum EditMode: Hashable, Sendable {
  /// Not editing.
  case inactive
  /// Editing for a moment (a swipe), not shown as editing everywhere.
  case transient
  /// Editing.
  case active

  /// Whether the mode is `.active` or `.transient`.
  public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
  /// The edit mode of the enclosing presentation (each window, sheet and cover has its own,
  /// starting inactive).
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}

/// Gives its content an edit mode of its own, starting inactive. Windows and
/// presentations install one, as SwiftUI's hosting does.
struct EditModeScope: ViewModifier {
  @State private var mode = EditMode.inactive

  func body(content: Content) -> some View {
    content.environmentValue(\.editMode, $mode, name: "")
  }
}

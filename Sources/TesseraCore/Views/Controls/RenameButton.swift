/// Starts renaming what the view around it shows: runs the rename action set with
/// `renameAction` (focusing a title field, say), and is disabled without one.
public struct RenameButton<Label: View>: View {
  @Environment(\.rename) private var rename
  let label: Label

  /// The button, labelled "Rename" with a pencil.
  public init() where Label == TesseraCore.Label<Text, Image> {
    label = TesseraCore.Label("Rename", systemImage: "pencil")
  }

  /// The button that runs the rename action.
  public var body: some View {
    let rename = rename
    Button {
      rename?()
    } label: {
      label
    }
    .disabled(rename == nil)
  }
}

/// What `RenameButton` runs: set with `renameAction`, read with
/// `@Environment(\.rename)`.
public struct RenameAction {
  let action: @MainActor () -> Void

  /// Starts renaming.
  @MainActor public func callAsFunction() { action() }
}

private struct RenameActionKey: EnvironmentKey {
  static var defaultValue: RenameAction? { nil }
}

extension EnvironmentValues {
  /// What the rename buttons below run, if anything.
  public var rename: RenameAction? {
    get { self[RenameActionKey.self] }
    set { self[RenameActionKey.self] = newValue }
  }
}

extension View {
  /// Makes the rename buttons in this view run `action`.
  public func renameAction(_ action: @escaping @MainActor () -> Void) -> some View {
    environmentValue(\.rename, RenameAction(action: action), name: "renameAction")
  }

  /// Makes the rename buttons in this view focus the field `isFocused` is bound to.
  public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
    renameAction { isFocused.wrappedValue = true }
  }
}

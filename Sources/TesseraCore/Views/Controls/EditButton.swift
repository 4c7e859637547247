/// A button that toggles the environment's edit mode, titled "Edit" or "Done".
public struct EditButton: View {
  @Environment(\.editMode) private var editMode

  /// Creates an edit button.
  public init() {}

  /// A button that switches between editing and not editing.
  public var body: some View {
    let isEditing = editMode?.wrappedValue.isEditing == true
    Button(isEditing ? "Done" : "Edit") {
      withAnimation {
        editMode?.wrappedValue = isEditing ? .inactive : .active
      }
    }
  }
}

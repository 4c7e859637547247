extension View {
  /// Keeps the user from deleting this row (or the rows below) of a `ForEach` with
  /// `onDelete`: no delete button in edit mode, no swipe to delete.
  public func deleteDisabled(_ isDisabled: Bool) -> some View {
    modifier(RowEditingDisabledModifier(edit: .delete, isDisabled: isDisabled))
  }

  /// Keeps the user from moving this row (or the rows below) of a `ForEach` with
  /// `onMove`.
  public func moveDisabled(_ isDisabled: Bool) -> some View {
    modifier(RowEditingDisabledModifier(edit: .move, isDisabled: isDisabled))
  }
}

/// `deleteDisabled` and `moveDisabled`: read by the row's `RowEditActions`, whether
/// written around the `ForEach` (through the environment) or on the row's content.
package struct RowEditingDisabledModifier: EnvironmentModifier, InspectableElement {
  package typealias Body = Never

  /// An edit a row can refuse.
  package enum Edit: Sendable { case delete, move }

  let edit: Edit
  let isDisabled: Bool

  package func transform(_ environment: inout EnvironmentValues) {
    guard isDisabled else { return }
    switch edit {
    case .delete: environment.isRowDeletionDisabled = true
    case .move: environment.isRowMoveDisabled = true
    }
  }

  package func hasSameEffect(as other: Self) -> Bool {
    edit == other.edit && isDisabled == other.isDisabled
  }

  package var inspectionDescription: String {
    "\(edit == .delete ? "deleteDisabled" : "moveDisabled")(\(isDisabled))"
  }

  /// Whether the row whose `RowEditActions` sits on `node` refuses `edit`: from around
  /// the rows, or from a modifier on the row's own content (not a nested row's).
  @MainActor static func refuses(_ edit: Edit, row node: ViewNode) -> Bool {
    let environment = node.environment
    if edit == .delete ? environment.isRowDeletionDisabled : environment.isRowMoveDisabled {
      return true
    }
    var refused = false
    for child in node.children where !child.key.isPart {
      ElementTree.walk(child) { descendant in
        if refused { return false }
        if let modifier = descendant.primitiveModifier as? RowEditingDisabledModifier,
          modifier.edit == edit
        {
          refused = modifier.isDisabled
          return false
        }
        // A row of a nested `ForEach` decides for itself.
        if case .id = descendant.key.slot, descendant !== child { return false }
        return true
      }
    }
    return refused
  }
}

private struct RowDeletionDisabledKey: EnvironmentKey { static let defaultValue = false }
private struct RowMoveDisabledKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// Whether rows below refuse deletion (`deleteDisabled`).
  package var isRowDeletionDisabled: Bool {
    get { self[RowDeletionDisabledKey.self] }
    set { self[RowDeletionDisabledKey.self] = newValue }
  }

  /// Whether rows below refuse moving (`moveDisabled`).
  package var isRowMoveDisabled: Bool {
    get { self[RowMoveDisabledKey.self] }
    set { self[RowMoveDisabledKey.self] = newValue }
  }
}

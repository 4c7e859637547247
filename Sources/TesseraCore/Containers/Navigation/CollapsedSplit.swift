import Foundation

/// A column of a split view collapsed into one navigation stack, as SwiftUI collapses one
/// in a compact-width window: the content and detail columns are pages pushed over the
/// sidebar.
enum CollapsedSplitPage: Hashable {
  case content
  case detail
}

/// Pushes the next column of a collapsed split view when a row is chosen in a column's
/// list, and clears that choice when the user goes back, as an iPhone does.
@MainActor
final class CollapsedSplitNavigator {
  /// Whether the split view has a content column between the sidebar and the detail.
  var hasContentColumn = false
  /// Sets the stack's path (the split view's state).
  var setPath: ([CollapsedSplitPage]) -> Void = { _ in }
  /// What undoes the choice that pushed each page.
  private var clears: [CollapsedSplitPage: () -> Void] = [:]

  /// Shows the column after `column` (`nil` for the sidebar) on top of it; going back
  /// from it runs `clear`.
  func showColumn(after column: CollapsedSplitPage?, clearing clear: @escaping () -> Void) {
    let next: CollapsedSplitPage = column == nil && hasContentColumn ? .content : .detail
    clears[next] = clear
    setPath(column.map { [$0, next] } ?? [next])
  }

  /// The stack went from `old` to `new`: the choices of the pages taken away are undone.
  func pathChanged(from old: [CollapsedSplitPage], to new: [CollapsedSplitPage]) {
    for page in old.dropFirst(new.count) where !new.contains(page) {
      clears.removeValue(forKey: page)?()
    }
  }
}

/// The column a view is in, in a collapsed split view.
@MainActor
package struct CollapsedSplitColumn {
  let navigator: CollapsedSplitNavigator
  /// The column's page, or nil for the sidebar (the stack's root).
  let page: CollapsedSplitPage?

  /// Pushes the next column; going back from it runs `clear`.
  func showNext(clearing clear: @escaping () -> Void) {
    navigator.showColumn(after: page, clearing: clear)
  }
}

private struct CollapsedSplitColumnKey: EnvironmentKey {
  static let defaultValue: CollapsedSplitColumn? = nil
}

extension EnvironmentValues {
  /// The column of a collapsed split view the view is in, if any.
  package var collapsedSplitColumn: CollapsedSplitColumn? {
    get { self[CollapsedSplitColumnKey.self] }
    set { self[CollapsedSplitColumnKey.self] = newValue }
  }
}

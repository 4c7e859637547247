import Foundation

/// The columns of a `NavigationView` given two or three views, side by side, each in a
/// navigation stack: a link in a column shows its destination in the next column
/// (replacing what it showed, and putting the columns after that back as they were),
/// as an iPad shows them.
struct NavigationViewColumns: View {
  let columns: [AnyView]
  /// What links showed in the columns after the first, by column.
  @State private var shown: [Int: ShownColumn] = [:]
  @State private var router = NavigationColumnRouter()
  /// The widths the user dragged the columns to, by column.
  @State private var draggedWidths: [Int: CGFloat] = [:]
  @State private var placedWidths = SplitColumnWidths()

  var body: some View {
    router.show = { view, column in
      guard column < columns.count else { return }
      var next = shown.filter { $0.key < column }
      next[column] = ShownColumn(view: view, id: (shown[column]?.id ?? 0) + 1)
      shown = next
    }
    let dragged = $draggedWidths
    return SplitColumnsLayout(draggedWidths: draggedWidths, placedWidths: placedWidths) {
      self.column(0)
      SplitDivider(column: 0, placedWidths: placedWidths, draggedWidths: dragged)
      if columns.count > 2 {
        self.column(1)
        SplitDivider(column: 1, placedWidths: placedWidths, draggedWidths: dragged)
      }
      self.column(columns.count - 1)
    }
  }

  private func column(_ index: Int) -> some View {
    let isLast = index == columns.count - 1
    let next = isLast ? nil : NavigationLinkColumn(router: router, index: index + 1)
    // Set inside the column's stack: a stack or sheet within the column's page routes
    // its own links (a stack's pages start with none).
    return NavigationStack {
      (shown[index]?.view ?? columns[index]).environment(\.navigationLinkColumn, next)
    }
    .id(shown[index]?.id ?? 0)
  }
}

/// A view a link showed in a column, with a count that makes each one a new view.
private struct ShownColumn {
  var view: AnyView
  var id: Int
}

/// Shows a link's destination in a column of a navigation view.
@MainActor
final class NavigationColumnRouter {
  /// Shows the view in the column at the index (the columns' state).
  var show: (AnyView, Int) -> Void = { _, _ in }
}

/// The column a navigation view's links show their destinations in.
@MainActor
package struct NavigationLinkColumn {
  let router: NavigationColumnRouter
  /// The column's index among the navigation view's columns.
  let index: Int

  /// Shows `destination` in the column.
  func show(_ destination: AnyView) { router.show(destination, index) }
}

private struct NavigationLinkColumnKey: EnvironmentKey {
  static let defaultValue: NavigationLinkColumn? = nil
}

extension EnvironmentValues {
  /// The column of a navigation view that links here show their destinations in, if
  /// they are in a column before the last.
  package var navigationLinkColumn: NavigationLinkColumn? {
    get { self[NavigationLinkColumnKey.self] }
    set { self[NavigationLinkColumnKey.self] = newValue }
  }
}

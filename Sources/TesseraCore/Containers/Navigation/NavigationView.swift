import Foundation

/// The older spelling of `NavigationStack`. Given one view, it is a stack of pages over
/// that view. Given two or three (a sidebar, maybe a list, and a placeholder detail), it
/// shows them as columns side by side in a regular-width window, as on an iPad: a
/// `NavigationLink(destination:)` in a column shows its destination in the next column
/// (links made with `isActive:` or `tag:selection:` push in their own column). In a
/// compact-width window, or with `.navigationViewStyle(.stack)`, it is a stack over the
/// first view alone, as on an iPhone.
///
/// ```swift
/// NavigationView {
///   List(notes) { note in NavigationLink(note.title) { NoteView(note: note) } }
///   Text("Select a note")
/// }
/// ```
public struct NavigationView<Content: View>: View {
  let content: Content
  @Environment(\.horizontalSizeClass) private var sizeClass
  @Environment(\.navigationViewStacksColumns) private var stacksColumns

  /// A navigation view of `content`: one view, or its columns.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// A navigation stack of the content, or its columns side by side.
  public var body: some View {
    let columns = ViewList.items(of: content)
    if columns.count < 2 {
      NavigationStack { content }
    } else if sizeClass == .compact || stacksColumns {
      NavigationStack { AnyView(columns[0].view) }
    } else {
      NavigationViewColumns(columns: columns.prefix(3).map { AnyView($0.view) })
    }
  }
}

extension View {
  /// Sets how the `NavigationView`s in this view show their columns: `.stack` shows the
  /// first view alone in a stack at any width; `.columns` and `.automatic` show the
  /// columns side by side in a regular-width window.
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
    environment(\.navigationViewStacksColumns, style is StackNavigationViewStyle)
  }
}

/// How a `NavigationView` shows its columns (`navigationViewStyle`).
public protocol NavigationViewStyle: Sendable {}

/// The platform's choice.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  /// Creates the style.
  public init() {}
}

/// One page over another.
public struct StackNavigationViewStyle: NavigationViewStyle {
  /// Creates the style.
  public init() {}
}

/// Columns side by side.
public struct ColumnNavigationViewStyle: NavigationViewStyle {
  /// Creates the style.
  public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The platform's choice.
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// One page over another.
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
  /// Columns side by side.
  public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

private struct NavigationViewStacksColumnsKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether navigation views stack their first view alone (`.navigationViewStyle(.stack)`).
  var navigationViewStacksColumns: Bool {
    get { self[NavigationViewStacksColumnsKey.self] }
    set { self[NavigationViewStacksColumnsKey.self] = newValue }
  }
}

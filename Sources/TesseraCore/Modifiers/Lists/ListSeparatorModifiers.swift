import Foundation

/// How the separators of list rows and sections are drawn, as the modifiers below ask.
///
/// Tessera's lists draw no separators (a terminal row is too precious, and GTK's list
/// rows are spaced instead), so these settings have nothing to hide or tint yet; they
/// are kept in the environment, where a backend that draws separators reads them.
package struct ListSeparatorSettings: Equatable, Sendable {
  /// Whether row separators show.
  package var rowVisibility = Visibility.automatic
  /// The tint of row separators.
  package var rowTint: Color?
  /// Whether section separators show.
  package var sectionVisibility = Visibility.automatic
  /// The tint of section separators.
  package var sectionTint: Color?
}

private struct ListSeparatorSettingsKey: EnvironmentKey {
  static let defaultValue = ListSeparatorSettings()
}

extension EnvironmentValues {
  /// The list separator settings for the rows below.
  package var listSeparators: ListSeparatorSettings {
    get { self[ListSeparatorSettingsKey.self] }
    set { self[ListSeparatorSettingsKey.self] = newValue }
  }
}

extension View {
  /// Shows or hides the separators of this list row, at `edges`.
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  {
    transformEnvironment(\.listSeparators) { $0.rowVisibility = visibility }
  }

  /// Tints the separators of this list row, at `edges`.
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
    transformEnvironment(\.listSeparators) { $0.rowTint = color }
  }

  /// Shows or hides the separators of this list section, at `edges`.
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  {
    transformEnvironment(\.listSeparators) { $0.sectionVisibility = visibility }
  }

  /// Tints the separators of this list section, at `edges`.
  public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all)
    -> some View
  {
    transformEnvironment(\.listSeparators) { $0.sectionTint = color }
  }
}

import Foundation

/// Which part of a scroll view content margins move.
public struct ContentMarginPlacement: Hashable, Sendable {
  let name: String
  /// The content (Tessera's only placement that moves anything).
  public static let automatic = ContentMarginPlacement(name: "automatic")
  /// The scrolled content.
  public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
  /// The scroll indicators. Accepted: the terminal's and GTK's indicators sit at the edge.
  public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

private struct ScrollContentMarginsKey: EnvironmentKey {
  static var defaultValue: EdgeInsets { EdgeInsets() }
}

extension EnvironmentValues {
  /// The margins around the content of the scroll views below.
  var scrollContentMargins: EdgeInsets {
    get { self[ScrollContentMarginsKey.self] }
    set { self[ScrollContentMarginsKey.self] = newValue }
  }
}

extension View {
  /// Puts `length` (or the platform's default margin) between the edges of the scroll
  /// views in this view and their content, on `edges`: the content scrolls under the
  /// margin, and starts and ends inside it.
  public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    contentMargins(EdgeInsets(edges, length ?? 16), for: placement)
  }

  /// Puts `insets` between the edges of the scroll views in this view and their content.
  public func contentMargins(
    _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
  )
    -> some View
  {
    environmentValue(
      \.scrollContentMargins, placement == .scrollIndicators ? EdgeInsets() : insets,
      name: "contentMargins")
  }

  /// Puts `length` between the edges of the scroll views in this view and their content,
  /// on every edge.
  public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic)
    -> some View
  {
    contentMargins(.all, length, for: placement)
  }
}

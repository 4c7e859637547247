/// How a navigation bar shows its page's title (iOS 17's spelling of
/// `NavigationBarItem.TitleDisplayMode`).
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
  /// The bar's own mode.
  let barMode: NavigationBarItem.TitleDisplayMode

  /// The platform's choice: large for a stack's first page, inline after.
  public static let automatic = ToolbarTitleDisplayMode(barMode: .automatic)
  /// A large title under the bar.
  public static let large = ToolbarTitleDisplayMode(barMode: .large)
  /// A small title inside the bar.
  public static let inline = ToolbarTitleDisplayMode(barMode: .inline)
  /// A large title inside the bar, at its leading end. A terminal's bar is one row, so it
  /// is shown as `inline` is.
  public static let inlineLarge = ToolbarTitleDisplayMode(barMode: .inline)
}

extension View {
  /// How the navigation bar shows this page's title, as `navigationBarTitleDisplayMode`
  /// does.
  public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
    navigationBarTitleDisplayMode(mode.barMode)
  }
}

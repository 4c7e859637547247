/// Kept by a `toolbar` content given to a split view: the bar of the stack that shows its
/// items (see ``ToolbarItems``), which says whether they are hidden.
final class SplitViewToolbar {
  weak var placement: NavigationBarPlacement?
  init(placement: NavigationBarPlacement) { self.placement = placement }
}

/// A split view, whose toolbar the stack of its detail column shows.
@MainActor
protocol SplitViewContainer {}

extension NavigationSplitView: SplitViewContainer {}

extension EnvironmentValues {
  /// Whether a navigation stack shows the toolbar items given to the split view it is in
  /// (its detail column's stack, or its one stack when collapsed).
  var showsSplitViewToolbar: Bool {
    get { self[ShowsSplitViewToolbarKey.self] }
    set { self[ShowsSplitViewToolbarKey.self] = newValue }
  }
}

private struct ShowsSplitViewToolbarKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

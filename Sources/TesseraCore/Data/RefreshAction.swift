/// Reloads the content it was given for: `@Environment(\.refresh)`, set by
/// `refreshable(action:)`. Calling it runs the app's action and returns when it is done.
public struct RefreshAction: Sendable {
  let action: @MainActor @Sendable () async -> Void

  /// Runs the refresh, returning when it has finished.
  @MainActor public func callAsFunction() async { await action() }
}

private struct RefreshKey: EnvironmentKey {
  static let defaultValue: RefreshAction? = nil
}

extension EnvironmentValues {
  /// The refresh action of the refreshable content this view is in, if any.
  public var refresh: RefreshAction? {
    get { self[RefreshKey.self] }
    set { self[RefreshKey.self] = newValue }
  }
}

/// Makes content refreshable: the views inside get a `refresh` action, and while it runs
/// a progress indicator shows above the content, as a list shows its spinner while it is
/// pulled down.
struct RefreshableModifier: ViewModifier {
  let action: @MainActor @Sendable () async -> Void
  @State private var isRefreshing = false

  func body(content: Content) -> some View {
    let isRefreshing = $isRefreshing
    let action = action
    let refresh = RefreshAction {
      // A second request while one runs waits for nothing: the first is under way.
      guard !isRefreshing.wrappedValue else { return }
      isRefreshing.wrappedValue = true
      await action()
      isRefreshing.wrappedValue = false
    }
    VStack(spacing: 0) {
      if isRefreshing.wrappedValue {
        ProgressView().accessibilityLabel("Refreshing")
      }
      content
    }
    .environment(\.refresh, refresh)
  }
}

extension View {
  /// Lets the user reload this content: `action` runs when they ask to refresh (F5 or
  /// Ctrl-R in the terminal, F5 in a GTK window, `TestHost.refresh()` in tests), with a
  /// progress indicator shown above the content until it returns. The action runs on the
  /// main actor, so it may change the view's state directly.
  public func refreshable(action: @escaping @MainActor @Sendable () async -> Void) -> some View {
    modifier(RefreshableModifier(action: action))
  }
}

extension ViewNode {
  /// The refresh action of the first refreshable content shown under this node, if any.
  package var refreshAction: RefreshAction? {
    var found: RefreshAction?
    ElementTree.walk(self) { node in
      if found == nil { found = node.environment.refresh }
      return found == nil
    }
    return found
  }

  /// Starts the refresh of the first refreshable content shown under this node, as F5
  /// does; returns whether there was one.
  @discardableResult
  package func startRefresh() -> Bool {
    guard let refresh = refreshAction else { return false }
    Task { @MainActor in await refresh() }
    return true
  }
}

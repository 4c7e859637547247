/// When the scopes of a search field show.
public struct SearchScopeActivation: Sendable, Equatable {
  let showsWhileEmpty: Bool

  /// As the platform does: while the search is active (the field has the focus or text).
  public static let automatic = SearchScopeActivation(showsWhileEmpty: true)
  /// Once text has been typed.
  public static let onTextEntry = SearchScopeActivation(showsWhileEmpty: false)
  /// As soon as the search is active.
  public static let onSearchPresentation = SearchScopeActivation(showsWhileEmpty: true)
}

/// The scope bar a `searchable` field shows under it, and when.
struct SearchScopeBar {
  /// The segmented picker of the scopes.
  let picker: AnyView
  /// When it shows.
  let activation: SearchScopeActivation
}

private struct SearchScopeBarKey: EnvironmentKey {
  static var defaultValue: SearchScopeBar? { nil }
}

extension EnvironmentValues {
  /// The scopes a search field below shows under it.
  var searchScopeBar: SearchScopeBar? {
    get { self[SearchScopeBarKey.self] }
    set { self[SearchScopeBarKey.self] = newValue }
  }
}

extension View {
  /// Scopes for the search field of the `searchable` this is applied to: a segmented
  /// control under the field, bound to `scope`, while the search is active. Each scope is
  /// a view with a `tag` of `scope`'s type.
  public func searchScopes<V: Hashable, S: View>(
    _ scope: Binding<V>, @ViewBuilder scopes: () -> S
  ) -> some View {
    searchScopes(scope, activation: .automatic, scopes)
  }

  /// Scopes for the search field of the `searchable` this is applied to, shown as
  /// `activation` says.
  public func searchScopes<V: Hashable, S: View>(
    _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
  ) -> some View {
    let picker = Picker("Search scope", selection: scope, content: scopes)
      .pickerStyle(.segmented)
      .labelsHidden()
    return environmentValue(
      \.searchScopeBar, SearchScopeBar(picker: AnyView(picker), activation: activation),
      name: "searchScopes")
  }
}

/// Where a search field goes.
public struct SearchFieldPlacement: Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = SearchFieldPlacement(name: "automatic")
  /// In the navigation bar drawer.
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
  /// In the toolbar.
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  /// In the sidebar.
  public static let sidebar = SearchFieldPlacement(name: "sidebar")

  /// In the navigation bar drawer, shown as `displayMode` says. Tessera always shows it.
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode)
    -> SearchFieldPlacement
  {
    navigationBarDrawer
  }

  /// When a search field in the navigation bar drawer shows.
  public struct NavigationBarDrawerDisplayMode: Hashable, Sendable {
    let name: String
    /// As the platform decides (hidden until the list is pulled down, on iOS).
    public static let automatic = NavigationBarDrawerDisplayMode(name: "automatic")
    /// Always.
    public static let always = NavigationBarDrawerDisplayMode(name: "always")
  }
}

/// A search field over the view: its text is the bound string, and submitting it runs the
/// `onSubmit(of: .search)` actions. While the field (or a suggestion) has the focus, the
/// `searchSuggestions` set around it show under it.
private struct SearchableModifier: ViewModifier {
  let text: Binding<String>
  let prompt: String
  /// Suggestions given with the modifier itself (`searchable(text:suggestions:)`).
  var ownSuggestions: AnyView?
  /// The tokens in the field and those suggested, if it has tokens.
  var tokens: SearchTokens?
  @Environment(\.searchSuggestions) private var suggestionsAround
  @Environment(\.searchScopeBar) private var scopeBar
  @FocusState private var isActive: Bool

  func body(content: Content) -> some View {
    let text = text
    VStack(spacing: 0) {
      VStack(alignment: .leading, spacing: 0) {
        HStack {
          Image(systemName: "magnifyingglass")
          if let tokens { SearchTokenRow(tokens: tokens.shown) }
          TextField(prompt, text: text)
            .environmentValue(\.submitTrigger, .search, name: "")
            // Right after the glass, a backend may draw it as a search entry of its own
            // that draws the glass too; tokens between the two keep it a plain field.
            .environmentValue(\.isSearchField, tokens == nil, name: "")
        }
        if let scopeBar,
          !text.wrappedValue.isEmpty || (isActive && scopeBar.activation.showsWhileEmpty)
        {
          scopeBar.picker
            .environmentValue(\.searchScopeBar, nil, name: "")
        }
        if isActive, let suggested = tokens?.suggested, !suggested.isEmpty {
          VStack(alignment: .leading, spacing: 0) {
            SuggestedTokenList(tokens: suggested)
          }
          .padding(.leading)
        }
        if isActive, let suggestions = ownSuggestions ?? suggestionsAround {
          VStack(alignment: .leading, spacing: 0) {
            suggestions
          }
          .padding(.leading)
          .environmentValue(\.searchCompletion, { text.wrappedValue = $0 }, name: "")
        }
      }
      .padding(.horizontal)
      .focused($isActive)
      content
        .environmentValue(\.isSearching, !text.wrappedValue.isEmpty, name: "")
        .environmentValue(\.searchText, text.wrappedValue, name: "")
        .environmentValue(
          \.dismissSearch,
          DismissSearchAction { [active = $isActive] in
            text.wrappedValue = ""
            active.wrappedValue = false
          }, name: ""
        )
        .environmentValue(\.searchSuggestions, nil, name: "")
        .environmentValue(\.searchScopeBar, nil, name: "")
    }
  }
}

/// A suggestion that, chosen, fills the search field with its completion.
private struct SearchCompletionModifier: ViewModifier {
  let completion: String
  @Environment(\.searchCompletion) private var complete

  func body(content: Content) -> some View {
    if let complete {
      Button {
        complete(completion)
      } label: {
        content
      }
      .buttonStyle(.plain)
    } else {
      content
    }
  }
}

/// Ends the search of the `searchable` around a view: empties the field and takes the
/// focus from it. Read it with `@Environment(\.dismissSearch)` and call it.
public struct DismissSearchAction {
  let action: @MainActor () -> Void

  /// Ends the search; outside a searchable view it does nothing.
  @MainActor public func callAsFunction() { action() }
}

private struct DismissSearchKey: EnvironmentKey {
  static var defaultValue: DismissSearchAction { DismissSearchAction {} }
}

private struct SearchSuggestionsKey: EnvironmentKey {
  static var defaultValue: AnyView? { nil }
}

private struct SearchTextKey: EnvironmentKey {
  static var defaultValue: String { "" }
}

private struct IsSearchFieldKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private struct SearchCompletionKey: EnvironmentKey {
  static var defaultValue: ((String) -> Void)? { nil }
}

extension EnvironmentValues {
  /// Ends the search of the `searchable` view this view is in.
  public var dismissSearch: DismissSearchAction {
    get { self[DismissSearchKey.self] }
    set { self[DismissSearchKey.self] = newValue }
  }

  /// The suggestions a search field below shows while it has the focus.
  var searchSuggestions: AnyView? {
    get { self[SearchSuggestionsKey.self] }
    set { self[SearchSuggestionsKey.self] = newValue }
  }

  /// The text of the search field above this view (`ContentUnavailableView.search` names
  /// it).
  var searchText: String {
    get { self[SearchTextKey.self] }
    set { self[SearchTextKey.self] = newValue }
  }

  /// Whether the text field here is a `searchable` view's field, right after its
  /// magnifying glass.
  var isSearchField: Bool {
    get { self[IsSearchFieldKey.self] }
    set { self[IsSearchFieldKey.self] = newValue }
  }

  /// Fills the search field whose suggestions these are.
  var searchCompletion: ((String) -> Void)? {
    get { self[SearchCompletionKey.self] }
    set { self[SearchCompletionKey.self] = newValue }
  }
}

extension View {
  /// Suggestions shown under the search field of a `searchable` inside this view while
  /// it has the focus; give each a `searchCompletion` to make it fill the field.
  public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
    environmentValue(\.searchSuggestions, AnyView(suggestions()), name: "searchSuggestions")
  }

  /// Makes this search suggestion fill the search field with `completion` when chosen
  /// (a click, or Enter on it).
  public func searchCompletion(_ completion: String) -> some View {
    modifier(SearchCompletionModifier(completion: completion))
  }

  /// Puts a search field above this view, bound to `text`, that shows `suggestions`
  /// under it while it has the focus.
  public func searchable<S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder suggestions: () -> S
  ) -> some View {
    modifier(
      SearchableModifier(
        text: text, prompt: prompt?.plainText ?? "Search", ownSuggestions: AnyView(suggestions())))
  }
}

private struct IsSearchingKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// Whether the user is searching with the `searchable` field above this view: true
  /// while its text is not empty.
  public var isSearching: Bool {
    get { self[IsSearchingKey.self] }
    set { self[IsSearchingKey.self] = newValue }
  }
}

extension View {
  /// Puts a search field with `tokens` above this view (see `SearchTokens`).
  func tokenSearchable(_ text: Binding<String>, _ prompt: String?, _ tokens: SearchTokens)
    -> some View
  {
    modifier(SearchableModifier(text: text, prompt: prompt ?? "Search", tokens: tokens))
  }

  /// Puts a search field above this view, bound to `text`, showing `prompt` while empty.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    modifier(SearchableModifier(text: text, prompt: prompt?.plainText ?? "Search"))
  }

  /// Puts a search field above this view, with a prompt from a localized key.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View {
    modifier(SearchableModifier(text: text, prompt: prompt.resolved()))
  }

  /// Puts a search field above this view, with a prompt from a string.
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    modifier(SearchableModifier(text: text, prompt: String(prompt)))
  }
}

/// Where a search field goes. Every placement puts it at the top of the view it is on.
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
}

/// A search field over the view: its text is the bound string, and submitting it runs the
/// `onSubmit(of: .search)` actions.
private struct SearchableModifier: ViewModifier {
  let text: Binding<String>
  let prompt: String

  func body(content: Content) -> some View {
    VStack(spacing: 0) {
      HStack {
        Image(systemName: "magnifyingglass")
        TextField(prompt, text: text)
          .environmentValue(\.submitTrigger, .search, name: "")
      }
      .padding(.horizontal)
      content
        .environmentValue(\.isSearching, !text.wrappedValue.isEmpty, name: "")
    }
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

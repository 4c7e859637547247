/// The parts of `ContentUnavailableView.search`: a search that found nothing.
public struct SearchUnavailableContent {
  /// "No Results", naming what was searched for.
  public struct Label: View {
    /// The query given to `search(text:)`; without one, the text of the search field
    /// around the view.
    let query: String?
    @Environment(\.searchText) private var fieldText

    /// The magnifying glass and "No Results for “query”", or "No Results" for an empty
    /// query.
    public var body: some View {
      let query = query ?? fieldText
      TesseraCore.Label(
        query.isEmpty ? "No Results" : "No Results for “\(query)”",
        systemImage: "magnifyingglass")
    }
  }

  /// What to try next.
  public struct Description: View {
    /// The advice to check the spelling.
    public var body: some View { Text("Check the spelling or try a new search.") }
  }

  /// No actions: the search field is the way on.
  public struct Actions: View {
    /// Nothing.
    public var body: some View { EmptyView() }
  }
}

extension ContentUnavailableView
where
  Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
  Actions == SearchUnavailableContent.Actions
{
  /// A search that found nothing, naming the text of the `searchable` field around it.
  public static var search: Self { search(query: nil) }

  /// A search for `text` that found nothing.
  public static func search(text: String) -> Self { search(query: text) }

  private static func search(query: String?) -> Self {
    Self(
      label: { SearchUnavailableContent.Label(query: query) },
      description: { SearchUnavailableContent.Description() },
      actions: { SearchUnavailableContent.Actions() })
  }
}

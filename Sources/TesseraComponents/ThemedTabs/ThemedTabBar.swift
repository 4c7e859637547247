import Tessera

/// The bar of a `ThemedTabView`: one border line in the theme's colour (a divider tinted
/// by an overlay, one row in a terminal), then an item per tab in equal widths, tagged
/// with the tab's raw value.
struct ThemedTabBar<Tab: ThemedTab>: View {
  /// The accessibility identifier of the bar's border.
  static var borderIdentifier: String { "ThemedTabBar.border" }

  let selection: Tab
  let theme: TabBarTheme
  let language: String
  let select: (Tab) -> Void

  var body: some View {
    VStack(spacing: 0) {
      Divider()
        .overlay(theme.border)
        .accessibilityIdentifier(Self.borderIdentifier)
      HStack(spacing: 0) {
        ForEach(Array(Tab.allCases), id: \.rawValue) { tab in
          item(tab)
        }
      }
    }
    .background(theme.background)
  }

  private func item(_ tab: Tab) -> some View {
    let isSelected = tab == selection
    let tint = isSelected ? theme.selectedTint : theme.unselectedTint
    // A tab bar's item, as TabView's are: the terminal's Alt+1…9 pick it.
    return TabBarItem(
      isSelected: isSelected, action: { select(tab) },
      label: AnyView(
        HStack(spacing: 8) {
          tab.image(isSelected: isSelected, theme: theme)
          // A bar's titles are small and on one line, as a tab bar's are: five tabs in a
          // narrow window broke "Images" into "Image" and "s".
          Text(verbatim: tab.title(in: language)).font(.caption).lineLimit(1)
        }
        .foregroundColor(tint))
    )
    .frame(maxWidth: .infinity)
    .tag(tab.rawValue)
    .accessibilityIdentifier("ThemedTabBar.tab.\(tab.rawValue)")
  }
}

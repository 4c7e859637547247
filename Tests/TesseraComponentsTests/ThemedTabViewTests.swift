import Tessera
import TesseraComponents
import TesseraTerminal
import TesseraTesting
import Testing

/// Counts the tab roots' models alive, to check they are released.
@MainActor
private final class Counter: ObservableObject {
  static var alive = 0
  @Published var value = 0
  init() { Self.alive += 1 }
  deinit { MainActor.assumeIsolated { Self.alive -= 1 } }
}

private struct CounterRoot: View {
  let name: String
  @StateObject private var counter = Counter()
  var body: some View {
    VStack {
      Text("\(name): \(counter.value)")
      Button("Add to \(name)") { counter.value += 1 }
    }
  }
}

private enum DemoTab: Int, ThemedTab {
  case home
  case search

  func title(in language: String) -> String {
    switch (self, language) {
    case (.home, "fr"): "Accueil"
    case (.home, _): "Home"
    case (.search, "fr"): "Recherche"
    case (.search, _): "Search"
    }
  }

  func image(isSelected: Bool, theme: TabBarTheme) -> Image {
    let name = self == .home ? "house" : "magnifyingglass"
    return Image(systemName: isSelected && theme == .dark ? "\(name).fill" : name)
  }

  var rootView: some View {
    switch self {
    case .home: CounterRoot(name: "home")
    case .search: CounterRoot(name: "search")
    }
  }
}

@MainActor
@Suite struct ThemedTabViewTests {
  /// The border lines drawn: filled rectangles marked as the bar's border.
  private func borders(in host: TestHost) -> Int {
    host.findAll { $0.description == "accessibilityIdentifier(\"ThemedTabBar.border\")" }.count
  }

  private func host(_ state: AppState<DemoTab>) -> TestHost {
    TestHost(ThemedTabView(appState: state))
  }

  @Test func showsTheSelectedTabAndSwitchesFromTheBar() throws {
    let state = AppState<DemoTab>()
    let host = host(state)
    #expect(host.contains(text: "home: 0"))
    #expect(!host.contains(text: "search: 0"))
    try host.tap("Search")
    #expect(state.selectedTab == .search)
    #expect(host.contains(text: "search: 0"))
    #expect(!host.contains(text: "home: 0"))
  }

  @Test func altAndATabsNumberPicksItInTheTerminal() throws {
    let state = AppState<DemoTab>()
    let terminal = TerminalHost(rootView: ThemedTabView(appState: state))
    terminal.write = { _ in }
    terminal.resize(to: (60, 20))
    terminal.handle(.key(.character("2"), [.alt]))
    #expect(state.selectedTab == .search)
    #expect(try #require(terminal.front).lines.contains { $0.contains("search: 0") })
    terminal.handle(.key(.character("1"), [.alt]))
    #expect(state.selectedTab == .home)
  }

  @Test func theTerminalDrawsTheThemesTints() throws {
    let state = AppState<DemoTab>(theme: .dark)
    let terminal = TerminalHost(rootView: ThemedTabView(appState: state))
    terminal.write = { _ in }
    terminal.resize(to: (60, 20))
    let screen = try #require(terminal.front)
    func tint(of title: String) -> CellStyle.RGB? {
      guard let row = screen.lines.firstIndex(where: { $0.contains(title) }),
        let column = screen.lines[row].firstRange(of: title).map({
          screen.lines[row].distance(from: screen.lines[row].startIndex, to: $0.lowerBound)
        })
      else { return nil }
      return screen[column, row].style.foreground
    }
    #expect(tint(of: "Home") == Palette.dark.rgb(TabBarTheme.dark.selectedTint), "selected")
    #expect(tint(of: "Search") == Palette.dark.rgb(TabBarTheme.dark.unselectedTint))
  }

  @Test func eachTabKeepsItsStateAcrossSwitches() throws {
    let state = AppState<DemoTab>()
    let host = host(state)
    try host.tap("Add to home")
    try host.tap("Add to home")
    try host.tap("Search")
    try host.tap("Add to search")
    try host.tap("Home")
    #expect(host.contains(text: "home: 2"))
    try host.tap("Search")
    #expect(host.contains(text: "search: 1"))
  }

  @Test func theBarHasExactlyOneBorderAfterAHundredToggles() throws {
    let state = AppState<DemoTab>()
    let host = host(state)
    #expect(borders(in: host) == 1)
    for _ in 0..<100 {
      state.setTabBarVisible(!state.shouldShowTabBar)
      host.update()
    }
    #expect(state.shouldShowTabBar)
    #expect(borders(in: host) == 1)
    state.shouldShowTabBar = false
    host.update()
    #expect(borders(in: host) == 0)
  }

  @Test func hidingTheBarGivesItsSpaceToTheContent() throws {
    let state = AppState<DemoTab>()
    let host = host(state)
    let page = try host.find(text: "home: 0")
    let bar = try host.find(control: "Home")
    let shownTop = page.frame.minY
    #expect(bar.frame.minY > page.frame.maxY)
    state.shouldShowTabBar = false
    host.update()
    #expect(!host.contains(text: "Home"))
    let hiddenTop = try host.find(text: "home: 0").frame.minY
    #expect(hiddenTop > shownTop, "the centred page moves down into the rows the bar gave up")
  }

  @Test func theBarTakesTheRowsOfItsItemsNotHalfTheWindow() throws {
    // The bar's border was at row 13 of 24 and its items at row 19: the bar's items took
    // as much height as the pages.
    let state = AppState<DemoTab>()
    let host = host(state)
    let window = host.root.frame
    let bar = try host.find(control: "Home")
    #expect(bar.frame.height <= 2 * 16, "at most two rows: \(bar.frame)")
    #expect(bar.frame.maxY >= window.maxY - 1, "along the bottom: \(bar.frame) in \(window)")
  }

  @Test func switchingThemeRecoloursTheBorderAndIcons() throws {
    let state = AppState<DemoTab>()
    let host = host(state)
    let light = host.snapshot
    #expect(light.contains("Rectangle fill: \(TabBarTheme.light.border)"))
    #expect(light.contains("Image(systemName: \"house\")"))
    state.theme = .dark
    host.update()
    let dark = host.snapshot
    #expect(dark.contains("Rectangle fill: \(TabBarTheme.dark.border)"))
    #expect(!dark.contains("Rectangle fill: \(TabBarTheme.light.border)"))
    #expect(dark.contains(TabBarTheme.dark.selectedTint.description))
    #expect(dark.contains("Image(systemName: \"house.fill\")"))
    #expect(borders(in: host) == 1)
  }

  @Test func changingTheLanguageRelocalisesTheTitles() throws {
    let state = AppState<DemoTab>()
    let host = host(state)
    state.language = "fr"
    host.update()
    #expect(host.contains(text: "Accueil"))
    #expect(host.contains(text: "Recherche"))
    #expect(!host.contains(text: "Home"))
  }

  @Test func theTabItemsAreTaggedWithTheirRawValues() throws {
    let host = host(AppState<DemoTab>())
    #expect(try host.find(identifier: "ThemedTabBar.tab.0").label == "Home")
    #expect(try host.find(identifier: "ThemedTabBar.tab.1").label == "Search")
    #expect(host.snapshot.contains("tag(0)"))
    #expect(host.snapshot.contains("tag(1)"))
  }

  @Test func tearingTheViewDownReleasesTheTabRoots() throws {
    struct Holder: View {
      let state: AppState<DemoTab>
      @State var shown = true
      var body: some View {
        VStack {
          Button("Close") { shown = false }
          if shown { ThemedTabView(appState: state) }
        }
      }
    }
    let before = Counter.alive
    let host = TestHost(Holder(state: AppState<DemoTab>()))
    #expect(Counter.alive == before + 2, "both tab roots are built")
    try host.tap("Close")
    #expect(Counter.alive == before)
  }
}

import Tessera
import TesseraComponents

/// The Gallery's tabs, one per component, shown by a `ThemedTabView`.
public enum GalleryTab: Int, ThemedTab {
  /// The themed tab bar's own controls.
  case tabBar
  /// The pagination footer over the demo source.
  case pages
  /// Cached async images.
  case images
  /// Tessera views inside list cells.
  case cells
  /// Environment objects and a full-screen cover.
  case dataFlow

  /// The tab's title in English or French.
  public func title(in language: String) -> String {
    let french = language == "fr"
    switch self {
    case .tabBar: return french ? "Barre" : "Tab bar"
    case .pages: return "Pages"
    case .images: return "Images"
    case .cells: return french ? "Cellules" : "Cells"
    case .dataFlow: return french ? "Données" : "Data"
    }
  }

  /// The tab's icon: filled when selected in the dark theme.
  public func image(isSelected: Bool, theme: TabBarTheme) -> Image {
    let filled = isSelected && theme == .dark
    switch self {
    case .tabBar: return Image(systemName: filled ? "house.fill" : "house")
    case .pages: return Image(systemName: filled ? "list.dash" : "list.bullet")
    case .images: return Image(systemName: "photo")
    case .cells: return Image(systemName: filled ? "square.fill" : "square")
    case .dataFlow: return Image(systemName: filled ? "bolt" : "arrow.right")
    }
  }

  /// The component's screen.
  public var rootView: some View {
    switch self {
    case .tabBar: TabBarScreen()
    case .pages: PagesTab()
    case .images: ImagesScreen()
    case .cells: CellsScreen()
    case .dataFlow: DataFlowScreen()
    }
  }
}

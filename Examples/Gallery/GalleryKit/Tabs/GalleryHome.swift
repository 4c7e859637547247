import Tessera
import TesseraComponents

/// The Gallery: a `ThemedTabView` with one tab per component.
public struct GalleryHome: View {
  @ObservedObject private var model: GalleryModel
  @ObservedObject private var appState: AppState<GalleryTab>

  /// The Gallery over `model`.
  public init(model: GalleryModel) {
    self.model = model
    appState = model.appState
  }

  /// The tabs, in the dark colour scheme when the dark theme is chosen.
  public var body: some View {
    ThemedTabView(appState: appState)
      .environmentObject(model)
      .environmentObject(appState)
      .preferredColorScheme(appState.theme == .dark ? .dark : nil)
  }
}

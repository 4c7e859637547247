import Tessera
import TesseraComponents

/// What the Gallery's screens share: the tab bar's state and the demo page source.
@MainActor
public final class GalleryModel: ObservableObject {
  /// The themed tab view's state.
  public let appState: AppState<GalleryTab>
  /// The pagination demo's source: 5 pages of 20 rows, a little slow so the spinner shows.
  public let pageSource: DemoPageSource
  /// How long a failed page waits before it is retried.
  public let retryDelay: Duration

  /// A model with the bar shown in the light theme, in English.
  public init(
    pageSource: DemoPageSource = DemoPageSource(latency: .milliseconds(300)),
    retryDelay: Duration = .seconds(1)
  ) {
    appState = AppState()
    self.pageSource = pageSource
    self.retryDelay = retryDelay
  }
}

import GiftExchangeKit
import Tessera

/// The Gift Exchange app: fetches the names once at launch and hands the model, and the
/// music player, to every tab.
public struct GiftExchangeApp: App {
  @StateObject private var friendsData: FriendsData
  @StateObject private var player = MusicPlayer()
  private let configuration: SheetConfiguration

  /// The app, reading the sheet's address from `GIFT_EXCHANGE_SHEET_URL` or the config
  /// file (with neither, the bundled sample is used).
  public init() {
    let configuration = SheetConfiguration.resolve()
    self.configuration = configuration
    _friendsData = StateObject(wrappedValue: FriendsData(sheetURL: configuration.url))
  }

  /// One window with the three tabs.
  public var body: some Scene {
    WindowGroup {
      ContentView(configurationWarning: configuration.warning)
        .environmentObject(friendsData)
        .environmentObject(player)
        // Fetched at launch (and on Retry) only, never when a tab appears.
        .task { await friendsData.load() }
    }
  }
}

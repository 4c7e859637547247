import GiftExchangeKit
import Tessera

/// The app's root: the three tabs under a banner that tells what went wrong, if anything.
/// Dark, with a gold accent and a red tab bar; the music bar sits above the tab bar.
public struct ContentView: View {
  @EnvironmentObject var friendsData: FriendsData
  @State private var selection: Tab = .friends
  private let configurationWarning: String?

  /// The tabs.
  public enum Tab: Hashable {
    /// Everyone taking part.
    case friends
    /// The draw.
    case match
    /// Who has received.
    case giftees
  }

  /// The root view; `configurationWarning` says what was wrong with the configured sheet.
  public init(configurationWarning: String? = nil) {
    self.configurationWarning = configurationWarning
  }

  /// The banner and the tab view.
  public var body: some View {
    VStack(spacing: 0) {
      StatusBanner(configurationWarning: configurationWarning)
      TabView(selection: $selection) {
        WithMusicBar { FriendsList() }
          .tabItem { TabLabel(title: "Friends", systemImage: "rectangle.stack.person.crop.fill") }
          .tag(Tab.friends)
        WithMusicBar { MatchView() }
          .tabItem { TabLabel(title: "Match", systemImage: "gift.fill") }
          .tag(Tab.match)
        WithMusicBar { GifteesList() }
          .tabItem { TabLabel(title: "Giftees", systemImage: "person.2.fill") }
          .tag(Tab.giftees)
      }
      .toolbarBackground(Theme.red, for: .tabBar)
    }
    .tint(Theme.gold)
    .preferredColorScheme(.dark)
  }
}

/// A tab's content with the music bar under it, so the bar covers nothing.
struct WithMusicBar<Content: View>: View {
  @ViewBuilder let content: Content

  var body: some View {
    VStack(spacing: 0) {
      content
      MusicBar()
    }
  }
}

/// A tab's label in the app's language.
struct TabLabel: View {
  let title: LocalizedStringKey
  let systemImage: String

  var body: some View {
    Label {
      Text(title, bundle: .module)
    } icon: {
      Image(systemName: systemImage)
    }
  }
}

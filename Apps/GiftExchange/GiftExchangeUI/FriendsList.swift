import GiftExchangeKit
import Tessera

/// "Friends": one card per friend, in sheet order, saying whom they give to and who
/// gives to them. A spinner while loading; an error state (not an empty list) when the
/// names could not be loaded.
struct FriendsList: View {
  @EnvironmentObject var friendsData: FriendsData

  var body: some View {
    NavigationStack {
      content
        .navigationTitle(Text("Friends", bundle: .module))
    }
  }

  @ViewBuilder private var content: some View {
    if friendsData.loadState == .loading {
      ProgressView { Text("Loading…", bundle: .module) }
    } else if friendsData.friends.isEmpty {
      if case .failed = friendsData.loadState {
        Text("The names could not be loaded.", bundle: .module).foregroundColor(.red)
      } else {
        Text("No participants", bundle: .module).foregroundColor(.secondary)
      }
    } else {
      ScrollView {
        LazyVStack(spacing: 16) {
          ForEach(Array(friendsData.friends.enumerated()), id: \.element.id) { index, friend in
            FriendCard(friend: friend, row: index)
          }
        }
        .padding(.horizontal)
      }
    }
  }
}

import GiftExchangeKit
import Tessera

/// "Giftees": a card for everyone who has received, in list order, over falling snow.
struct GifteesList: View {
  @EnvironmentObject var friendsData: FriendsData

  var body: some View {
    NavigationStack {
      ZStack {
        SnowView()
        if friendsData.giftees.isEmpty {
          Text("Nobody has received a gift yet.", bundle: .module).foregroundColor(.secondary)
        } else {
          ScrollView(.horizontal) {
            HStack(spacing: 16) {
              ForEach(friendsData.giftees) { giftee in
                GifteeCard(
                  name: giftee.name, gifter: friendsData.friend(id: giftee.gifterID)?.name ?? "")
              }
            }
            .padding()
          }
        }
      }
      .navigationTitle(Text("Giftees", bundle: .module))
    }
  }
}

/// One giftee: the name, a gift, and "Lucky to meet" their gifter in large red letters.
/// The slight 3D turn is drawn by backends that can (the terminal cannot).
struct GifteeCard: View {
  let name: String
  let gifter: String

  var body: some View {
    VStack(spacing: 8) {
      Text(name).font(.title).foregroundColor(.black)
      Image(systemName: "gift.fill").foregroundColor(Theme.red)
      Text("Lucky to meet ", bundle: .module).foregroundColor(.black)
        + Text(gifter).font(.largeTitle).foregroundColor(.red)
    }
    .multilineTextAlignment(.center)
    // A card of its own width, its lines wrapped: at its natural width a long name in
    // large letters ran off the window's right edge.
    .frame(width: 280)
    .padding()
    .background(RoundedRectangle(cornerRadius: 16).fill(Theme.gifteeCard))
    .rotation3DEffect(.degrees(8), axis: (x: 0, y: 1, z: 0))
  }
}

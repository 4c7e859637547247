import GiftExchangeKit
import Tessera

/// A friend's card: the name, a gray line "giftee: X gifter: Y" (blank parts when not
/// drawn yet), and a small decoration that alternates from row to row.
struct FriendCard: View {
  @EnvironmentObject var friendsData: FriendsData
  let friend: Friend
  let row: Int

  var body: some View {
    HStack(alignment: .top) {
      VStack(alignment: .leading, spacing: 0) {
        Text(friend.name).font(.title)
        Text(
          "giftee: \(name(of: friend.gifteeID)) gifter: \(name(of: friend.gifterID))",
          bundle: .module
        )
        .foregroundColor(.gray)
      }
      // A stack offers its least flexible view a share of the width first; the name
      // should not wrap while there is room, so it comes first.
      .layoutPriority(1)
      Spacer()
      // Our own decoration: a snowflake on even rows, a star on odd ones.
      Text(row.isMultiple(of: 2) ? "❄" : "★")
        .foregroundColor(row.isMultiple(of: 2) ? .white : Theme.gold)
    }
    .padding(.horizontal, 16)
    .padding(.vertical, 8)
    .background(RoundedRectangle(cornerRadius: 12).fill(Theme.card))
    .shadow(radius: 4)
  }

  private func name(of id: UUID?) -> String {
    friendsData.friend(id: id)?.name ?? ""
  }
}

import GiftExchangeKit
import Tessera

/// Tells what went wrong or what is shown instead: a failed load with Retry, the quota
/// running out with "Use sample data", the sample in use, a problem with the saved draw
/// or with the configuration. Empty when all is well.
struct StatusBanner: View {
  @EnvironmentObject var friendsData: FriendsData
  let configurationWarning: String?

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      if let configurationWarning {
        Text(configurationWarning).foregroundColor(.orange)
      }
      if let warning = friendsData.storeWarning {
        Text(warning).foregroundColor(.orange)
      }
      if !friendsData.namesWaitingForNewDraw.isEmpty {
        Text(
          "New in the sheet: \(friendsData.namesWaitingForNewDraw.joined(separator: ", ")). They join at the next New draw.",
          bundle: .module
        )
        .foregroundColor(Theme.gold)
      }
      if case .failed(let error) = friendsData.loadState {
        if error.isQuotaExceeded {
          HStack {
            Text("Quota exceeded", bundle: .module).bold().foregroundColor(.red)
            Button {
              friendsData.useSampleData()
            } label: {
              Text("Use sample data", bundle: .module)
            }
            // No request within the cooldown after a 429; then the sheet may be asked again.
            if !friendsData.isQuotaCoolingDown {
              Button {
                Task { await friendsData.load() }
              } label: {
                Text("Retry", bundle: .module)
              }
            }
          }
        } else {
          HStack {
            Text(error.description).foregroundColor(.red).lineLimit(2)
            Button {
              Task { await friendsData.load() }
            } label: {
              Text("Retry", bundle: .module)
            }
          }
        }
      } else if friendsData.usesSampleData {
        if friendsData.sheetURL == nil {
          Text("No sheet configured: these are the sample names.", bundle: .module)
            .foregroundColor(.secondary)
        } else {
          Text("Showing the sample names, not the sheet's.", bundle: .module)
            .foregroundColor(.secondary)
        }
      }
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding(.horizontal)
    // Bordered, so that an action reads as a button beside the sentence before it, not
    // as its last words.
    .buttonStyle(.bordered)
  }
}

import GiftExchangeKit
import Tessera

/// "Exchange Gift": the gift button with the count of those yet to give, the prompt
/// naming the current gifter, and the alert that confirms (OK) or cancels each draw.
struct MatchView: View {
  @EnvironmentObject var friendsData: FriendsData
  @State private var drawn: Friend?
  @State private var showsDraw = false
  @State private var confirmsNewDraw = false

  var body: some View {
    NavigationStack {
      ZStack {
        FestiveBackground().opacity(0.7)
        VStack(spacing: 16) {
          prompt
          GiftButton(count: friendsData.giftCount, isEnabled: friendsData.canDraw) {
            drawn = friendsData.drawNext()
            showsDraw = drawn != nil
          }
          if let status = statusText {
            status.foregroundColor(.secondary)
          }
        }
      }
      .navigationTitle(Text("Exchange Gift", bundle: .module))
      .toolbar {
        Button {
          confirmsNewDraw = true
        } label: {
          Text("New draw", bundle: .module)
        }
        .disabled(friendsData.friends.isEmpty)
      }
    }
    .alert(Text("Xmas gift exchange", bundle: .module), isPresented: $showsDraw) {
      Button {
        friendsData.confirm()
      } label: {
        Text("OK", bundle: .module)
      }
      .keyboardShortcut(.defaultAction)
      // The closing draw (back to the first gifter) offers OK only.
      if friendsData.offersCancel {
        Button(role: .cancel) {
          friendsData.cancel()
        } label: {
          Text("Cancel", bundle: .module)
        }
      }
    } message: {
      Text(
        "\(drawn?.name ?? "") receives \(friendsData.currentGifter?.name ?? "")'s gift",
        bundle: .module)
    }
    .alert(Text("Start a new draw?", bundle: .module), isPresented: $confirmsNewDraw) {
      // The user asked for it with the toolbar's New draw: Return confirms, Esc cancels.
      Button(role: .destructive) {
        friendsData.newDraw()
      } label: {
        Text("New draw", bundle: .module)
      }
      .keyboardShortcut(.defaultAction)
      Button(role: .cancel) {
      } label: {
        Text("Cancel", bundle: .module)
      }
    } message: {
      Text("Everyone drawn so far, and anyone cancelled, goes back in.", bundle: .module)
    }
  }

  /// "Who receives {current}'s gift?", the name in large title, while someone has to give.
  @ViewBuilder private var prompt: some View {
    if friendsData.giftCount > 0, friendsData.canDraw, let current = friendsData.currentGifter {
      Text("Who receives ", bundle: .module)
        + Text(current.name).font(.largeTitle).foregroundColor(Theme.gold)
        + Text("'s gift?", bundle: .module)
    }
  }

  /// Why the button is disabled, in the app's language: the model's status line (its
  /// English text is the key of the translation).
  private var statusText: Text? {
    friendsData.statusText.map { Text(LocalizedStringKey($0), bundle: .module) }
  }
}

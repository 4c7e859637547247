import Tessera

/// The 200×200 red gift button, with a badge at its bottom-trailing corner counting those
/// who have yet to give.
struct GiftButton: View {
  let count: Int
  let isEnabled: Bool
  let action: () -> Void

  var body: some View {
    Button(action: action) {
      VStack(spacing: 8) {
        Image(systemName: "gift.fill").font(.largeTitle)
        Text("Draw", bundle: .module).font(.headline)
      }
      .foregroundColor(.white)
      .frame(width: 200, height: 200)
      .background(RoundedRectangle(cornerRadius: 24).fill(Theme.red))
    }
    .accessibilityLabel(Text("Gift", bundle: .module))
    .disabled(!isEnabled)
    .overlay(alignment: .bottomTrailing) {
      Text("\(count)")
        .font(.headline)
        .foregroundColor(.black)
        .padding(8)
        .background(Circle().fill(Theme.gold))
        .accessibilityIdentifier("giftCount")
    }
  }
}

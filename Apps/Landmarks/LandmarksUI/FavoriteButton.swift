import Tessera

/// A star that shows and toggles whether a landmark is a favourite.
struct FavoriteButton: View {
  @Binding var isSet: Bool

  var body: some View {
    Button {
      isSet.toggle()
    } label: {
      Label("Toggle Favorite", systemImage: isSet ? "star.fill" : "star")
        .labelStyle(.iconOnly)
        .foregroundColor(isSet ? .yellow : .gray)
    }
  }
}

#Preview(traits: .sizeThatFitsLayout) {
  @Previewable @State var isSet = true
  FavoriteButton(isSet: $isSet)
}

import Tessera

struct BirdCard: View {
  let bird: Bird
  let isFavourite: Bool

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Image(systemName: bird.symbol)
        .font(.largeTitle)
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity, minHeight: 64)
        .background(bird.habitat.tint.gradient, in: .rect(cornerRadius: 12))
      Text(bird.name)
        .font(.headline)
      Text(bird.latinName)
        .font(.caption)
        .italic()
        .foregroundStyle(.secondary)
        .lineLimit(1)
    }
    .padding(8)
    .background(.quaternary.opacity(0.5), in: .rect(cornerRadius: 16))
    .overlay(alignment: .topTrailing) {
      if isFavourite {
        Image(systemName: "star.fill")
          .foregroundStyle(.yellow)
          .padding(6)
          .accessibilityLabel("Favourite")
      }
    }
  }
}

extension Habitat {
  var tint: Color {
    switch self {
    case .wetland: .teal
    case .woodland: .green
    case .coast: .blue
    }
  }
}

#Preview {
  BirdCard(bird: Logbook().birds[0], isFavourite: true)
    .frame(width: 180)
}

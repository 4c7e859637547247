import Tessera

/// A badge with its name underneath.
struct HikeBadge: View {
  var name: String

  var body: some View {
    VStack(alignment: .center) {
      BadgeArt()
        .frame(width: 60, height: 48)
      Text(name)
        .font(.caption)
    }
    .accessibilityLabel("Badge for \(name).")
  }
}

/// Our own badge art: a rounded plate with a mountain and a sun.
struct BadgeArt: View {
  var body: some View {
    ZStack {
      RoundedRectangle(cornerRadius: 10)
        .fill(LinearGradient(colors: [.orange, .yellow], startPoint: .top, endPoint: .bottom))
      Capsule()
        .fill(Color(hue: 0.33, saturation: 0.6, brightness: 0.5))
        .frame(height: 12)
        .padding(.horizontal, 8)
      Circle()
        .fill(.white)
        .frame(width: 12, height: 12)
        .offset(x: 12, y: -10)
    }
  }
}

#Preview {
  HikeBadge(name: "Preview Testing")
}

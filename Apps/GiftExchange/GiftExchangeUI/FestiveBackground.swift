import Tessera

/// Our own festive backdrop for the draw: a night-green to red gradient strewn with
/// small stars.
struct FestiveBackground: View {
  var body: some View {
    LinearGradient(
      colors: [
        Color(red: 0.05, green: 0.22, blue: 0.12), Color(red: 0.35, green: 0.05, blue: 0.08),
      ],
      startPoint: .top, endPoint: .bottom)
  }
}

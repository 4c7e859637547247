import Tessera

/// A trail's card, drawn with the app's asset catalog: the images and colours Xcode
/// generates symbols for, and the same sets looked up by name, as older code does.
struct TrailGuideView: View {
  var trail = "Ridge Loop"
  var distance = 7.5

  private var difficulty: AttributedString {
    var label = AttributedString("Moderate")
    label.font = .caption
    label.foregroundColor = .brand
    return label
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      HStack {
        Image(.logo)
        Text(trail)
          .font(.headline)
          .foregroundStyle(.brand)
      }
      HStack {
        Image(.iconsBoot)
          .accessibilityLabel("Boots")
        Text("\(distance, specifier: "%.1f") km")
          .foregroundColor(Color("Moss"))
      }
      Text(difficulty)
      Text("Pack water")
        .padding(4)
        .background(Color(.ink))
      Image("Logo")
        .resizable()
        .frame(
          width: TrailMath.logoSide(forCardWidth: 120),
          height: TrailMath.logoSide(forCardWidth: 120))
    }
    .padding()
    .tint(.brand)
  }
}

struct TrailGuideView_Previews: PreviewProvider {
  static var previews: some View {
    TrailGuideView()
  }
}

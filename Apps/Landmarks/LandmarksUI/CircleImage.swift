import Tessera

/// A picture in a circle with a white ring and a shadow.
struct CircleImage: View {
  var image: Image
  var diameter: CGFloat = 160

  var body: some View {
    image
      .resizable()
      .frame(width: diameter, height: diameter)
      .clipShape(Circle())
      .overlay {
        Circle().stroke(.white, lineWidth: 4)
      }
      .shadow(radius: 7)
  }
}

import Tessera

/// A picture in a circle with a white ring and a shadow.
struct CircleImage: View {
  var image: Image

  var body: some View {
    image
      .resizable()
      .frame(width: 160, height: 160)
      .clipShape(Circle())
      .overlay {
        Circle().stroke(.white, lineWidth: 4)
      }
      .shadow(radius: 7)
  }
}

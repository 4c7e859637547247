import LandmarksKit
import Tessera

/// A featured landmark's wide picture with its name and park over a darkening gradient.
struct FeatureCard: View {
  var landmark: Landmark

  var body: some View {
    Image(landmark.featureImageName ?? landmark.imageName)
      .resizable()
      .aspectRatio(3 / 2, contentMode: .fit)
      .overlay {
        TextOverlay(landmark: landmark)
      }
  }
}

/// The name and park at the bottom leading corner, in white over a dark gradient.
struct TextOverlay: View {
  var landmark: Landmark

  var gradient: LinearGradient {
    LinearGradient(
      gradient: Gradient(colors: [.black.opacity(0.6), .black.opacity(0)]),
      startPoint: .bottom, endPoint: .center)
  }

  var body: some View {
    ZStack(alignment: .bottomLeading) {
      gradient
      VStack(alignment: .leading) {
        Text(landmark.name)
          .font(.title)
          .bold()
        Text(landmark.park)
      }
      .padding()
    }
    .foregroundColor(.white)
  }
}

import LandmarksKit
import Tessera

/// A landmark's picture, name, and a star when it is a favourite.
struct LandmarkRow: View {
  var landmark: Landmark

  var body: some View {
    HStack {
      Image(landmark.imageName)
        .resizable()
        .frame(width: 50, height: 50)
      Text(landmark.name)
      Spacer()
      if landmark.isFavorite {
        Image(systemName: "star.fill")
          .foregroundColor(.yellow)
      }
    }
  }
}

#Preview("Landmark rows", traits: .sizeThatFitsLayout) {
  let landmarks = ModelData(store: nil).landmarks
  return Group {
    LandmarkRow(landmark: landmarks[0])
    LandmarkRow(landmark: landmarks[1])
  }
}

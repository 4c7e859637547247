import LandmarksKit
import Tessera

/// Everything about one landmark: where it is, its picture, whether it is a favourite,
/// and a description.
struct LandmarkDetail: View {
  @EnvironmentObject var modelData: ModelData
  var landmark: Landmark

  var landmarkIndex: Int {
    modelData.landmarks.firstIndex { $0.id == landmark.id } ?? 0
  }

  var body: some View {
    GeometryReader { proxy in
      let sizes = DetailSizes(height: proxy.size.height)
      ScrollView {
        MapView(coordinate: landmark.coordinates)
          .frame(height: sizes.map)

        CircleImage(image: Image(landmark.imageName), diameter: sizes.picture)
          .offset(y: -sizes.overlap)
          .padding(.bottom, -sizes.overlap)

        VStack(alignment: .leading) {
          HStack {
            Text(landmark.name)
              .font(.title)
            FavoriteButton(isSet: $modelData.landmarks[landmarkIndex].isFavorite)
          }

          HStack {
            // The park's name first: a stack offers each text an even share before the
            // spacer, which would cut a long name short in a proportional font.
            Text(landmark.park)
              .layoutPriority(1)
            Spacer()
            Text(landmark.state)
          }
          .font(.subheadline)
          .foregroundColor(.secondary)

          Divider()

          Text("About \(landmark.name)")
            .font(.title2)
          Text(landmark.description)
        }
        .padding()
      }
    }
    .navigationTitle(landmark.name)
    .navigationBarTitleDisplayMode(.inline)
  }
}

/// How big the map and the picture of a detail page are. A tall window gets the
/// tutorial's 300-point map; a short one (an 80 × 24 terminal is 384 points) a smaller
/// map and picture, so that the name, the favourite button and "About …" show without
/// scrolling.
struct DetailSizes {
  /// The map's height.
  var map: CGFloat = 300
  /// The picture's diameter.
  var picture: CGFloat = 160
  /// How far the picture reaches up into the map.
  var overlap: CGFloat = 130

  /// The sizes for a detail page `height` points tall.
  init(height: CGFloat) {
    guard height < 600 else { return }
    map = 128
    picture = 96
    overlap = 32
  }
}

#Preview {
  let modelData = ModelData(store: nil)
  return LandmarkDetail(landmark: modelData.landmarks[0])
    .environmentObject(modelData)
}

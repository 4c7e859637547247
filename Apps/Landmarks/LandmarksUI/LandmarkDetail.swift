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
    ScrollView {
      MapView(coordinate: landmark.coordinates)
        .frame(height: 300)

      CircleImage(image: Image(landmark.imageName))
        .offset(y: -130)
        .padding(.bottom, -130)

      VStack(alignment: .leading) {
        HStack {
          Text(landmark.name)
            .font(.title)
          FavoriteButton(isSet: $modelData.landmarks[landmarkIndex].isFavorite)
        }

        HStack {
          Text(landmark.park)
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
    .navigationTitle(landmark.name)
    .navigationBarTitleDisplayMode(.inline)
  }
}

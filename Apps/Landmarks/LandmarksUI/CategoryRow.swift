import LandmarksKit
import Tessera

/// A category's name over a sideways-scrolling row of its landmarks.
struct CategoryRow: View {
  var categoryName: String
  var items: [Landmark]

  var body: some View {
    VStack(alignment: .leading) {
      Text(categoryName)
        .font(.headline)
        .padding(.leading, 15)
        .padding(.top, 5)

      ScrollView(.horizontal, showsIndicators: false) {
        HStack(alignment: .top, spacing: 0) {
          ForEach(items) { landmark in
            NavigationLink {
              LandmarkDetail(landmark: landmark)
            } label: {
              CategoryItem(landmark: landmark)
            }
          }
        }
      }
      .frame(height: 185)
    }
  }
}

/// A landmark's square picture with its name underneath.
struct CategoryItem: View {
  var landmark: Landmark

  var body: some View {
    VStack(alignment: .leading) {
      Image(landmark.imageName)
        .renderingMode(.original)
        .resizable()
        .frame(width: 155, height: 155)
        .cornerRadius(5)
      Text(landmark.name)
        .foregroundStyle(.primary)
        .font(.caption)
    }
    .padding(.leading, 15)
  }
}

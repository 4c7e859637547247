import LandmarksKit
import Tessera

/// The featured landmarks in a pager, then a row of landmarks for each category, and a
/// button that opens the user's profile.
struct CategoryHome: View {
  @EnvironmentObject var modelData: ModelData
  @State private var showingProfile = false

  var body: some View {
    NavigationView {
      List {
        PageView(pages: modelData.features.map { FeatureCard(landmark: $0) })
          .aspectRatio(3 / 2, contentMode: .fit)
          // As wide as the window allows at 3:2, but no taller than 3/5 of it: a terminal
          // is wider than it is tall, and the categories must still show below.
          .containerRelativeFrame(.vertical) { height, _ in (height * 0.6).rounded(.down) }
          .listRowInsets(EdgeInsets())

        ForEach(modelData.categories.keys.sorted(), id: \.self) { key in
          CategoryRow(categoryName: key, items: modelData.categories[key]!)
        }
        .listRowInsets(EdgeInsets())
      }
      .listStyle(.inset)
      .navigationTitle("Featured")
      .toolbar {
        Button {
          showingProfile.toggle()
        } label: {
          Label("User Profile", systemImage: "person.crop.circle")
        }
      }
      .sheet(isPresented: $showingProfile) {
        ProfileHost()
          .environmentObject(modelData)
      }
    }
  }
}

import Tessera

struct HikeDetail: View {
  @Environment(HikeRouter.self) private var router
  @State private var showingMap = false
  let hike: Hike

  var body: some View {
    VStack(spacing: 12) {
      Text(hike.name)
        .font(.title)
      ForEach(hike.stops, id: \.self) { stop in
        NavigationLink(stop, value: Stop(hikeID: hike.id, name: stop))
      }
      Button("Map") { showingMap = true }
      Button("All hikes") { router.popToRoot() }
    }
    .navigationTitle(hike.name)
    .navigationBarTitleDisplayMode(.inline)
    .navigationDestination(isPresented: $showingMap) {
      Text("Map of \(hike.name)")
    }
  }
}

import Tessera

struct HikeList: View {
  @Environment(HikeRouter.self) private var router
  let hikes: [Hike]

  var body: some View {
    @Bindable var router = router
    NavigationStack(path: $router.path) {
      List(hikes) { hike in
        NavigationLink(value: hike) {
          VStack(alignment: .leading) {
            Text(hike.name)
            Text("\(hike.distance, specifier: "%.1f") km")
          }
        }
      }
      .navigationTitle("Hikes")
      .navigationDestination(for: Hike.self) { hike in
        HikeDetail(hike: hike)
      }
      .navigationDestination(for: Stop.self) { stop in
        Text("You are at \(stop.name)")
          .navigationTitle(stop.name)
      }
    }
  }
}

#Preview("HikeList") {
  HikeList(hikes: Hike.samples)
    .environment(HikeRouter())
}

import Tessera

struct TrailheadApp: App {
  @State private var router = HikeRouter()

  var body: some Scene {
    WindowGroup {
      HikeList(hikes: Hike.samples)
        .environment(router)
    }
  }
}

import GalleryKit
import Tessera

/// A gallery of Tessera's components, one tab each, to try in a terminal:
/// `swift run Gallery`.
@main
struct GalleryApp: App {
  @StateObject private var model = GalleryModel()

  var body: some Scene {
    WindowGroup {
      GalleryHome(model: model)
    }
  }
}

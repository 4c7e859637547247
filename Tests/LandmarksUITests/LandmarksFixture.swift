import Foundation
import LandmarksKit
import Tessera

/// A model over the bundled data with its own empty save directory.
@MainActor
struct LandmarksFixture {
  let directory: URL
  let store: LandmarksStore
  let model: ModelData

  init() {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("landmarks-tests-\(UUID().uuidString)")
    store = LandmarksStore(directory: directory)
    model = ModelData(resources: LandmarksResources.directory, store: store)
  }

  /// A new model on the same saved state, as after a restart.
  func relaunch() -> ModelData {
    ModelData(resources: LandmarksResources.directory, store: store)
  }
}

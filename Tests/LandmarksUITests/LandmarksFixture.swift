import EndToEndSupport
import Foundation
import LandmarksKit
import Tessera

/// A model over the bundled data with its own empty save directory.
@MainActor
struct LandmarksFixture {
  /// The save folder, deleted with the fixture.
  let scratch = ScratchFolder("landmarks-tests")
  let store: LandmarksStore
  let model: ModelData

  init() {
    store = LandmarksStore(directory: scratch.url)
    model = ModelData(resources: LandmarksResources.directory, store: store)
  }

  /// Where the model saves.
  var directory: URL { scratch.url }

  /// A new model on the same saved state, as after a restart.
  func relaunch() -> ModelData {
    ModelData(resources: LandmarksResources.directory, store: store)
  }
}

import Foundation
import Tessera

/// The app's data: landmarks and hikes from the bundled files, and what the user changed
/// (favourites, the profile), saved whenever it changes.
@MainActor
public final class ModelData: ObservableObject {
  /// All landmarks, in data order.
  @Published public var landmarks: [Landmark] = [] {
    didSet { persist() }
  }
  /// All hikes.
  public private(set) var hikes: [Hike] = []
  /// The user's profile.
  @Published public var profile = Profile.default {
    didSet { persist() }
  }
  /// Why the bundled data could not be loaded, if it could not.
  @Published public private(set) var loadError: LoadError?
  /// A problem with the saved state (a corrupt file set aside, a failed save), if any.
  @Published public private(set) var storeWarning: String?

  private let store: LandmarksStore?
  /// Whether saving would replace a file that could not be read (and so is not done).
  private var keepsUnreadableFile = false
  private var isRestoring = false

  /// Loads the bundled data from `resources` and the saved state from `store` (nil: do
  /// not save).
  public init(resources: URL = LandmarksResources.directory, store: LandmarksStore? = .standard()) {
    self.store = store
    // Assigning `landmarks` here runs its `didSet`; loading is not a change to save, and
    // saving now would overwrite the saved state with the bundled one before it is read.
    isRestoring = true
    defer { isRestoring = false }
    do {
      landmarks = try LoadError.load([Landmark].self, file: "landmarkData.json", in: resources)
      hikes = try LoadError.load([Hike].self, file: "hikeData.json", in: resources)
    } catch {
      loadError = error
    }
    restore()
  }

  /// The featured landmarks, in data order.
  public var features: [Landmark] { landmarks.filter(\.isFeatured) }

  /// The landmarks grouped by category name.
  public var categories: [String: [Landmark]] {
    Dictionary(grouping: landmarks, by: \.category.rawValue)
  }

  /// Applies the saved state; called from `init`, while `isRestoring` is set.
  private func restore() {
    guard let store else { return }
    let result = store.load()
    switch result {
    case .empty, .corrupt: break
    case .loaded(let state):
      let favorites = Set(state.favoriteIDs)
      for index in landmarks.indices {
        landmarks[index].isFavorite = favorites.contains(landmarks[index].id)
      }
      profile = state.profile
    case .unreadable:
      // Saving would replace a file that may hold the user's data: leave it alone.
      keepsUnreadableFile = true
    }
    storeWarning = result.warning(savedAs: store.fileURL.lastPathComponent)
  }

  /// Puts the store warning away once the user has read it.
  public func dismissStoreWarning() {
    storeWarning = nil
  }

  private func persist() {
    guard let store, !isRestoring, !keepsUnreadableFile, loadError == nil else { return }
    let state = LandmarksStore.State(
      favoriteIDs: landmarks.filter(\.isFavorite).map(\.id), profile: profile)
    do {
      try store.save(state)
    } catch {
      storeWarning = "Couldn't save your changes: \(error.localizedDescription)"
    }
  }
}

/// Where the bundled data files are.
public enum LandmarksResources {
  /// The directory of `landmarkData.json`, `hikeData.json` and the images.
  public static var directory: URL {
    Bundle.module.url(forResource: "Resources", withExtension: nil)
      ?? Bundle.module.bundleURL.appendingPathComponent("Resources")
  }
}

import LandmarksKit
import Tessera

/// The app's root: a tab for the featured landmarks and one for the list of all of them.
/// When the bundled data cannot be loaded, an error names the file instead.
public struct ContentView: View {
  @EnvironmentObject var modelData: ModelData
  @State private var selection: Tab = .featured

  /// The tabs.
  public enum Tab: Hashable {
    /// Featured landmarks by category.
    case featured
    /// All landmarks.
    case list
  }

  /// Creates the root view.
  public init() {}

  /// The tab view (under a warning when the saved state had a problem), or the loading
  /// error.
  public var body: some View {
    if let error = modelData.loadError {
      LoadErrorView(error: error)
    } else {
      if let warning = modelData.storeWarning {
        StoreWarningBanner(message: warning) {
          modelData.dismissStoreWarning()
        }
      }
      TabView(selection: $selection) {
        CategoryHome()
          .tabItem { Label("Featured", systemImage: "star") }
          .tag(Tab.featured)
        LandmarkList()
          .tabItem { Label("List", systemImage: "list.bullet") }
          .tag(Tab.list)
      }
    }
  }
}

/// Tells the user which file could not be loaded and why.
struct LoadErrorView: View {
  let error: LoadError

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text("Landmarks can't start").font(.title)
      Text(error.description)
    }
    .padding()
  }
}

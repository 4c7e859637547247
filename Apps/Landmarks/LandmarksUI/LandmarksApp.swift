import LandmarksKit
import Tessera

/// The Landmarks app: loads the model once and hands it to every screen.
public struct LandmarksApp: App {
  @StateObject private var modelData = ModelData()

  /// Creates the app.
  public init() {}

  /// One window showing the content view, with the model in its environment.
  public var body: some Scene {
    WindowGroup {
      ContentView()
        .environmentObject(modelData)
    }
  }
}

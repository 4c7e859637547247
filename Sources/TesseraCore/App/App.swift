/// An app: its `body` lists its scenes. Mark the type `@main`; `import Tessera` provides
/// the `main()` that runs it on the chosen backend.
@MainActor @preconcurrency
public protocol App {
  /// The type of the app's scenes.
  associatedtype Body: Scene
  /// The app's scenes.
  @SceneBuilder @MainActor @preconcurrency var body: Body { get }
  /// Creates the app; `main()` calls it once.
  init()
}

/// A part of an app's user interface with its own lifetime, such as a window.
@MainActor @preconcurrency
public protocol Scene {
  /// The type of scene this scene is made of.
  associatedtype Body: Scene
  /// The content of this scene.
  @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
  /// Built-in scenes are shown by Tessera itself.
  public var body: Never { fatalError("\(Self.self) is a primitive scene") }
}

/// Builds an app's scenes from the statements of its `body`.
@resultBuilder
public enum SceneBuilder {
  /// A single scene.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

  /// Each statement must be a scene.
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
}

/// A scene whose root view Tessera can show.
@MainActor
package protocol RootViewScene {
  /// The root view of the scene's (first) window.
  var rootView: AnyView { get }
  /// The window title, if any.
  var title: String? { get }
}

extension Scene {
  /// The root view of the first window this scene describes.
  package var resolvedRootView: AnyView {
    if let scene = self as? any RootViewScene { return scene.rootView }
    return body.resolvedRootView
  }
}

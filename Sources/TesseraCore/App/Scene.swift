import Foundation

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

/// A scene Tessera shows itself: it lists the windows it can open.
@MainActor
package protocol PrimitiveScene {
  /// The kinds of window the scene describes, in order.
  var windows: [SceneWindow] { get }
}

extension Scene {
  /// The kinds of window this scene describes, in order.
  package var sceneWindows: [SceneWindow] {
    if let scene = self as? any PrimitiveScene { return scene.windows }
    return body.sceneWindows
  }
}

/// A kind of window an app's scenes describe: what it shows, and how code opens it.
@MainActor
package struct SceneWindow {
  /// What the window is for.
  package enum Role {
    /// A window of the app's content (`WindowGroup`, `Window`).
    case content
    /// The settings window (`Settings`), opened with `openSettings`.
    case settings
    /// A menu bar extra's content (`MenuBarExtra`): the app's window when it has no
    /// content scene.
    case menuBarExtra
  }

  /// The identifier `openWindow(id:)` uses, if any.
  package let id: String?
  /// The window's title, if any.
  package let title: String?
  package let role: Role
  /// Whether opening it again brings the open one forward (`Window`, `Settings`) instead
  /// of opening another (`WindowGroup`).
  package let isUnique: Bool
  /// The type of value it presents (`WindowGroup(for:)`), if any.
  package let valueType: Any.Type?
  /// The window's content, for the value it presents (nil for none).
  package var makeContent: @MainActor (AnyHashable?) -> AnyView
  /// The size the window opens at (`defaultSize`), where windows have a size of their own.
  package var defaultSize: CGSize? = nil

  /// What names the scene across updates of the app's `body` (where scenes behind an `if`
  /// come and go): its id, else the type it presents, else its role and title.
  package var key: String {
    if let id { return "id \(id)" }
    if let valueType { return "value \(valueType)" }
    return "\(role) \(title ?? "")"
  }
}

/// Builds an app's scenes from the statements of its `body`.
@resultBuilder
public enum SceneBuilder {
  /// A single scene.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

  /// Several scenes: the app's windows, its settings.
  public static func buildBlock<each Content: Scene>(_ content: repeat each Content)
    -> TupleScene<repeat each Content>
  {
    TupleScene(repeat each content)
  }

  /// A scene included only when a condition holds.
  public static func buildOptional<Content: Scene>(_ content: Content?) -> Content? { content }

  /// A scene behind an availability check.
  public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content {
    content
  }

  /// Each statement must be a scene.
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
}

/// Several scenes, as `SceneBuilder` collects them from an app's `body`.
public struct TupleScene<each Content: Scene> {
  let content: (repeat each Content)

  init(_ content: repeat each Content) { self.content = (repeat each content) }
}

extension TupleScene: Scene, PrimitiveScene {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never

  package var windows: [SceneWindow] {
    var windows: [SceneWindow] = []
    for scene in repeat each content { windows += scene.sceneWindows }
    return windows
  }
}

extension Optional: Scene where Wrapped: Scene {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never
}

extension Optional: PrimitiveScene where Wrapped: Scene {
  package var windows: [SceneWindow] { self?.sceneWindows ?? [] }
}

import Foundation

/// A scene whose windows are its base scene's, changed: what the scene modifiers
/// (`commands`, `defaultSize`) return.
public struct _ModifiedScene<Base: Scene>: Scene, PrimitiveScene {
  /// Shown by Tessera itself.
  public typealias Body = Never
  let base: Base
  let change: @MainActor (inout SceneWindow) -> Void

  package var windows: [SceneWindow] {
    base.sceneWindows.map { window in
      var changed = window
      change(&changed)
      return changed
    }
  }
}

/// The size the app's first window asks to open at (its scene's `defaultSize`), kept by
/// the graph for a backend whose windows have a size of their own.
package struct DefaultWindowSize {
  /// The size, in points.
  package let size: CGSize
}

/// How a window may be resized.
public struct WindowResizability: Sendable, Equatable {
  let name: String
  /// As the platform does.
  public static let automatic = WindowResizability(name: "automatic")
  /// To the size of its content only.
  public static let contentSize = WindowResizability(name: "contentSize")
  /// To any size no smaller than its content.
  public static let contentMinSize = WindowResizability(name: "contentMinSize")
}

/// How a window's title bar looks.
public protocol WindowStyle: Sendable {}

/// The platform's window look.
public struct DefaultWindowStyle: WindowStyle {
  /// The style.
  public init() {}
}

/// A window without a title bar.
public struct HiddenTitleBarWindowStyle: WindowStyle {
  /// The style.
  public init() {}
}

/// A window with a title bar.
public struct TitleBarWindowStyle: WindowStyle {
  /// The style.
  public init() {}
}

extension WindowStyle where Self == DefaultWindowStyle {
  /// The platform's window look.
  public static var automatic: DefaultWindowStyle { DefaultWindowStyle() }
}

extension WindowStyle where Self == HiddenTitleBarWindowStyle {
  /// A window without a title bar.
  public static var hiddenTitleBar: HiddenTitleBarWindowStyle { HiddenTitleBarWindowStyle() }
}

extension WindowStyle where Self == TitleBarWindowStyle {
  /// A window with a title bar.
  public static var titleBar: TitleBarWindowStyle { TitleBarWindowStyle() }
}

extension Scene {
  /// The size this scene's windows open at, where windows have a size (GTK; a terminal
  /// window is the terminal's size). `TESSERA_GTK_SIZE` still wins, for tests.
  public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
    defaultSize(CGSize(width: width, height: height))
  }

  /// The size this scene's windows open at, where windows have a size.
  public func defaultSize(_ size: CGSize) -> some Scene {
    _ModifiedScene(base: self) { $0.defaultSize = size }
  }

  /// How this scene's windows may be resized. Accepted: GTK windows resize freely, and a
  /// terminal window is the terminal's size.
  public func windowResizability(_ resizability: WindowResizability) -> some Scene { self }

  /// How this scene's windows' title bars look. Accepted: GTK windows keep the window
  /// manager's title bar.
  public func windowStyle<S: WindowStyle>(_ style: S) -> some Scene { self }

  /// Where this scene's windows first open on the screen. Accepted: the window manager
  /// places GTK windows.
  public func defaultPosition(_ position: UnitPoint) -> some Scene { self }

  /// Which URLs this scene's windows handle (`handlesExternalEvents(matching:)`). Accepted:
  /// the app's one process handles every URL it is started with.
  public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene { self }
}

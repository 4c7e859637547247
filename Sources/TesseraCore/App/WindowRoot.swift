/// What every window puts around its root view, as SwiftUI's hosting does: an edit mode
/// of its own, its scene storage, its undo manager, its drags and drops, the scope of
/// `preferredColorScheme`, and the app's notification banners over the top.
package struct WindowRoot<Content: View>: View {
  let content: Content

  /// Wraps `content` as the root of a window.
  package init(_ content: Content) { self.content = content }

  /// The content with the window's environment.
  package var body: some View {
    content.modifier(NotificationBannerLayer())
      .modifier(EditModeScope()).modifier(ColorSchemeScope())
      .modifier(WindowObjectScope(\.sceneStorage, make: SceneStorageValues()))
      .modifier(WindowObjectScope(\.undoManager, make: UndoManager()))
      .modifier(WindowObjectScope(\.dropCoordinator, make: DropCoordinator()))
  }
}

/// The root of an app's view graph: it owns the app value, so the app's own `@State` and
/// `@StateObject` properties live in a node like a view's, and shows its scenes' windows.
package struct AppRoot<A: App>: View, PrimitiveView {
  package typealias Body = Never
  let app: A

  /// The root for `app`.
  package init(app: A) { self.app = app }

  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    var app = app
    node.installProperties(in: &app)
    let installed = app
    var windows: [SceneWindow] = []
    let root = node.trackingBody(of: A.self) {
      windows = installed.body.sceneWindows
      return SceneHost(windows: windows)
    }
    // The size the app's first window asks for, for a backend whose windows have one.
    node.graph?.locals[DefaultWindowSize.self] =
      windows.first { $0.role == .content }?.defaultSize.map(DefaultWindowSize.init)
    children.append(root, key: ChildKey(.single, for: root))
    if !LaunchURLs.pending.isEmpty {
      // The URLs the app was started with go to its `onOpenURL` actions once they exist.
      node.graph?.enqueue(.appear) { [weak node] in
        let urls = LaunchURLs.pending
        LaunchURLs.pending = []
        for url in urls where node?.deliverOpenURL(url) == false {
          Diagnostics.warnOnce("Started with \(url), but no view has onOpenURL to open it.")
        }
      }
    }
  }
}

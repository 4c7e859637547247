import Tessera

/// Holds a Tessera view for code that manages views imperatively: the counterpart of
/// UIKit's `UIHostingController`. Show it with `view`; setting `rootView` replaces what
/// it shows.
@MainActor
public final class HostingController<Content: View>: ObservableObject {
  /// Sends before the shown content changes (it has no `@Published` properties to do it).
  public let objectWillChange = ObservableObjectPublisher()

  /// The view shown; setting it redraws the controller's view with the new one.
  public var rootView: Content {
    willSet { objectWillChange.send() }
  }

  /// A controller showing `rootView`.
  public init(rootView: Content) {
    self.rootView = rootView
  }

  /// The controller's view, to place in a view hierarchy.
  public var view: some View { HostingControllerView(controller: self) }
}

/// Shows a hosting controller's current root view.
struct HostingControllerView<Content: View>: View {
  @ObservedObject var controller: HostingController<Content>

  var body: some View { controller.rootView }
}

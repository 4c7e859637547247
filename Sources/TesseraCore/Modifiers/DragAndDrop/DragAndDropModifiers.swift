import Foundation

/// Makes a view draggable: a drag with the mouse (or `InspectedView.drag(to:)`) carries its
/// values to the drop destination it ends over.
struct DraggableModifier: ViewModifier {
  let payload: () -> [any Transferable]
  @Environment(\.dropCoordinator) private var coordinator

  func body(content: Content) -> some View {
    let coordinator = coordinator
    let payload = payload
    content.gesture(
      DragGesture(minimumDistance: 2, coordinateSpace: .global)
        .onChanged { coordinator?.drag(payload(), at: $0.location) }
        .onEnded { coordinator?.drop(payload(), at: $0.location) })
  }
}

/// Registers a view as a drop destination for values of `T`, for as long as it is in the
/// tree.
struct DropDestinationModifier<T: Transferable>: PrimitiveModifier, InspectableElement {
  typealias Body = Never
  let action: ([T], CGPoint) -> Bool
  let isTargeted: (Bool) -> Void

  func didMount(_ node: ViewNode) { register(node) }

  func didUpdate(_ node: ViewNode, previous: any PrimitiveModifier) { register(node) }

  func willUnmount(_ node: ViewNode) { node.environment.dropCoordinator?.unregister(node) }

  private func register(_ node: ViewNode) {
    let action = action
    node.environment.dropCoordinator?.register(
      DropCoordinator.Destination(
        node: node, accept: { $0.transferred(as: T.self) },
        perform: { items, point in action(items.compactMap { $0 as? T }, point) },
        isTargeted: isTargeted),
      for: node)
  }

  var inspectionDescription: String { "dropDestination(\(T.self))" }
}

extension View {
  /// Lets the user drag `payload` from this view to a `dropDestination` that takes it.
  public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
    modifier(DraggableModifier(payload: { [payload()] }))
  }

  /// Lets the user drag `payload` from this view, showing `preview` while dragging (the
  /// view itself is not lifted in Tessera: the preview is accepted).
  public func draggable<T: Transferable, V: View>(
    _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
  ) -> some View {
    modifier(DraggableModifier(payload: { [payload()] }))
  }

  /// Takes values of `T` dropped on this view: `action` gets them and where they were
  /// dropped, in this view's coordinates, and says whether it took them; `isTargeted`
  /// hears when a drag of such values enters and leaves the view.
  public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self,
    action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
    isTargeted: @escaping (Bool) -> Void = { _ in }
  ) -> some View {
    modifier(DropDestinationModifier(action: action, isTargeted: isTargeted))
  }
}

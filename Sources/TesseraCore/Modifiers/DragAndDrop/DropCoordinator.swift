import Foundation

/// What a window knows of the drags in it: the drop destinations shown, and the value being
/// dragged, so that the destination under the pointer hears it arrive (`dropDestination`)
/// and knows while it is over it (`isTargeted`).
@MainActor
final class DropCoordinator {
  /// A destination: where it is, what it takes, and what it does with a drop.
  struct Destination {
    weak var node: ViewNode?
    /// The value as the type the destination takes, or nil if it takes no such value.
    let accept: (any Transferable) -> Any?
    /// Drops the accepted values at a point in the destination's own coordinates.
    let perform: ([Any], CGPoint) -> Bool
    let isTargeted: (Bool) -> Void
  }

  private var destinations: [ObjectIdentifier: Destination] = [:]
  /// The destination the drag is over now, if one takes what is dragged.
  private var targeted: ObjectIdentifier?

  func register(_ destination: Destination, for node: ViewNode) {
    destinations[ObjectIdentifier(node)] = destination
  }

  func unregister(_ node: ViewNode) {
    destinations[ObjectIdentifier(node)] = nil
  }

  /// The drag of `payload` is at `point` (window coordinates): the destination under it
  /// that takes it is targeted.
  func drag(_ payload: [any Transferable], at point: CGPoint) {
    let found = destination(for: payload, at: point)
    guard found?.key != targeted else { return }
    if let targeted { destinations[targeted]?.isTargeted(false) }
    targeted = found?.key
    found?.value.isTargeted(true)
  }

  /// The drag of `payload` ended at `point`: the destination under it that takes it gets
  /// it. Returns whether one did.
  @discardableResult
  func drop(_ payload: [any Transferable], at point: CGPoint) -> Bool {
    defer {
      if let targeted { destinations[targeted]?.isTargeted(false) }
      targeted = nil
    }
    guard let (_, destination) = destination(for: payload, at: point),
      let node = destination.node
    else { return false }
    let items = payload.compactMap(destination.accept)
    let local = CGPoint(x: point.x - node.frame.minX, y: point.y - node.frame.minY)
    return destination.perform(items, local)
  }

  /// The innermost destination at `point` that takes every value of `payload`.
  private func destination(for payload: [any Transferable], at point: CGPoint)
    -> (key: ObjectIdentifier, value: Destination)?
  {
    destinations.filter { _, destination in
      guard let node = destination.node, node.isMounted, node.isVisible,
        node.frame.contains(point)
      else { return false }
      return payload.allSatisfy { destination.accept($0) != nil }
    }
    // The smallest frame is the innermost destination.
    .min { ($0.value.node?.frame.area ?? 0) < ($1.value.node?.frame.area ?? 0) }
    .map { ($0.key, $0.value) }
  }
}

extension CGRect {
  fileprivate var area: CGFloat { width * height }
}

private struct DropCoordinatorKey: EnvironmentKey {
  static var defaultValue: DropCoordinator? { nil }
}

extension EnvironmentValues {
  /// The drags and drop destinations of the window this view is in.
  var dropCoordinator: DropCoordinator? {
    get { self[DropCoordinatorKey.self] }
    set { self[DropCoordinatorKey.self] = newValue }
  }
}

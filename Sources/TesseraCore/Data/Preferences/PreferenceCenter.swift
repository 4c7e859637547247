/// The preference observers of one window's graph, and when to tell them: once the
/// layout after a preference writer came, changed or went is over, and after every
/// layout while a writer reads its view's frame.
@MainActor
package final class PreferenceCenter {
  private var observers: [ObjectIdentifier: WeakNode] = [:]
  /// How many writers and observers read their view's frame.
  private var frameWriters = 0
  private var isDeliveryQueued = false
  private weak var graph: ViewGraph?

  init(graph: ViewGraph) { self.graph = graph }

  func register(_ node: ViewNode) {
    if observers.updateValue(WeakNode(node: node), forKey: ObjectIdentifier(node)) == nil {
      queueDelivery()
    }
  }

  func unregister(_ node: ViewNode) {
    observers[ObjectIdentifier(node)] = nil
  }

  func writerMounted(_ writer: some PreferenceWriting) {
    if writer.dependsOnFrame { frameWriters += 1 }
    queueDelivery()
  }

  func writerChanged() { queueDelivery() }

  func writerUnmounted(_ writer: some PreferenceWriting) {
    if writer.dependsOnFrame { frameWriters -= 1 }
    queueDelivery()
  }

  /// An observer of its own view's frame (`onGeometryChange`) came: observers are told
  /// after every layout while it is there.
  func frameObserverMounted(_ node: ViewNode) {
    frameWriters += 1
    register(node)
    queueDelivery()
  }

  /// An observer of its own view's frame went.
  func frameObserverUnmounted(_ node: ViewNode) {
    frameWriters -= 1
    unregister(node)
  }

  /// The tree was laid out: frames may have moved what anchor preferences say.
  func didLayout() {
    if frameWriters > 0 && !observers.isEmpty { queueDelivery() }
  }

  private func queueDelivery() {
    guard !isDeliveryQueued, !observers.isEmpty || frameWriters > 0, let graph else { return }
    isDeliveryQueued = true
    graph.performAfterLayout { [weak self] in self?.deliver() }
  }

  private func deliver() {
    isDeliveryQueued = false
    observers = observers.filter { $0.value.node?.isMounted == true }
    for entry in observers.values {
      guard let node = entry.node,
        let observer = node.primitiveModifier as? any PreferenceObserving
      else { continue }
      observer.deliver(at: node)
    }
  }
}

extension ViewGraph {
  /// The preference observers of this graph's window.
  package var preferences: PreferenceCenter {
    locals.value { PreferenceCenter(graph: self) }
  }
}

/// Runs an action with each value a publisher sends, for as long as the modified view is
/// in the tree.
struct OnReceiveModifier<P: Publisher>: PrimitiveModifier where P.Failure == Never {
  typealias Body = Never
  let publisher: P
  let action: (P.Output) -> Void

  /// The subscription and the latest action, kept in the node.
  final class Receiver {
    var subscription: AnyCancellable?
    var action: (P.Output) -> Void
    /// The publisher subscribed to, when it is an object: a new object means a new
    /// subscription. A publisher that is a value is subscribed to once.
    var publisherObject: ObjectIdentifier?

    init(action: @escaping (P.Output) -> Void) { self.action = action }
  }

  /// A receiver held without keeping it alive.
  final class WeakReceiver {
    weak var receiver: Receiver?
    init(_ receiver: Receiver) { self.receiver = receiver }
  }

  func didMount(_ node: ViewNode) {
    let receiver = Receiver(action: action)
    node.locals[Receiver.self] = receiver
    subscribe(receiver)
  }

  func didUpdate(_ node: ViewNode, previous: any PrimitiveModifier) {
    guard let receiver = node.locals[Receiver.self] else { return }
    // The newest action sees the view's current values, as SwiftUI's does.
    receiver.action = action
    if let object = publisherObject, object != receiver.publisherObject { subscribe(receiver) }
  }

  func willUnmount(_ node: ViewNode) {
    node.locals[Receiver.self]?.subscription?.cancel()
  }

  private var publisherObject: ObjectIdentifier? {
    type(of: publisher) is AnyClass ? ObjectIdentifier(publisher as AnyObject) : nil
  }

  private func subscribe(_ receiver: Receiver) {
    receiver.subscription?.cancel()
    receiver.publisherObject = publisherObject
    // Weak: the node keeps the receiver, and the receiver its subscription; when the node
    // goes (its view leaves, or its whole graph is dropped) the subscription ends.
    let target = UncheckedSendable(WeakReceiver(receiver))
    let source = "onReceive(\(P.self))"
    // Sendable: a publisher may send from any thread; the action runs on the main actor.
    receiver.subscription = publisher.sink { @Sendable value in
      let value = UncheckedSendable(value)
      MainActorDelivery.run(describing: source) { target.value.receiver?.action(value.value) }
    }
  }
}

extension View {
  /// Runs `action` with each value `publisher` sends while this view is in the tree:
  /// `.onReceive(timer) { now = $0 }`. Send on the main thread (`receive(on:)`), as
  /// SwiftUI asks.
  public func onReceive<P: Publisher>(
    _ publisher: P, perform action: @escaping (P.Output) -> Void
  ) -> some View where P.Failure == Never {
    modifier(OnReceiveModifier(publisher: publisher, action: action))
  }
}

import Foundation

extension NotificationCenter {
  /// Publishes the notifications a center posts with one name: what
  /// `NotificationCenter.default.publisher(for:object:)` returns.
  public struct Publisher: Combine.Publisher {
    /// The notifications.
    public typealias Output = Notification
    /// It never fails.
    public typealias Failure = Never
    /// The center.
    public let center: NotificationCenter
    /// The notifications' name.
    public let name: Notification.Name
    /// The object whose notifications are published; nil for any.
    public let object: AnyObject?

    /// A publisher of `center`'s notifications named `name`, from `object` (any if nil).
    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }

    /// Attaches `subscriber`, which receives each notification posted from now on, on
    /// the posting thread, until it cancels.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let token = LockedValue<(any NSObjectProtocol)?>(nil)
      let center = UncheckedSendable(center)
      let conduit = Conduit<Notification, Never>(
        AnySubscriber(subscriber),
        detach: {
          if let observer = token.exchange(nil) { center.value.removeObserver(observer) }
        })
      let sendable = UncheckedSendable(conduit)
      let observer = center.value.addObserver(forName: name, object: object, queue: nil) {
        sendable.value.send($0)
      }
      _ = token.exchange(observer)
      subscriber.receive(subscription: conduit)
    }
  }

  /// The notifications named `name` (from `object`, or from any object if nil), as a
  /// publisher.
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
    Publisher(center: self, name: name, object: object)
  }
}

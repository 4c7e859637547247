/// A subscription that passes demand through and reports its cancellation once: how
/// `Autoconnect` counts its subscribers and `Share` lets go of its upstream.
final class CancelReportingSubscription: Subscription, @unchecked Sendable {
  private let base: any Subscription
  private let onCancel: LockedValue<(() -> Void)?>

  init(_ base: any Subscription, onCancel: @escaping () -> Void) {
    self.base = base
    self.onCancel = LockedValue(onCancel)
  }

  func request(_ demand: Subscribers.Demand) { base.request(demand) }

  func cancel() {
    base.cancel()
    onCancel.exchange(nil)?()
  }
}

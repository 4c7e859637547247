/// Subscriptions with nothing behind them.
public enum Subscriptions {
  /// A subscription that ignores requests and cancellation: what a subscriber gets from a
  /// publisher that has already completed.
  public static var empty: any Subscription { EmptySubscription() }
}

/// The subscription behind `Subscriptions.empty`.
private struct EmptySubscription: Subscription {
  let combineIdentifier = CombineIdentifier()
  func request(_ demand: Subscribers.Demand) {}
  func cancel() {}
}

extension Subscribers {
  /// How a publisher ended.
  public enum Completion<Failure: Error> {
    /// It published everything it had.
    case finished
    /// It stopped with an error.
    case failure(Failure)
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

import Foundation

extension Duration {
  /// The duration in seconds, as `TimeInterval`s count them (what timers and the
  /// animation clock take).
  package var inSeconds: TimeInterval {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}

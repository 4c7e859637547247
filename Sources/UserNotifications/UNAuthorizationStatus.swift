/// Whether the app may show notifications.
public enum UNAuthorizationStatus: Int, Sendable {
  /// Not asked yet.
  case notDetermined
  /// Refused.
  case denied
  /// Allowed.
  case authorized
  /// Allowed quietly, until the user decides.
  case provisional
  /// Allowed for a while.
  case ephemeral
}

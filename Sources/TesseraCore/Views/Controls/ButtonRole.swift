/// What a button does, which sets how it looks and where it sits in alerts.
public struct ButtonRole: Hashable, Sendable {
  let name: String
  /// A button that deletes or otherwise cannot be undone.
  public static let destructive = ButtonRole(name: "destructive")
  /// A button that cancels the current action.
  public static let cancel = ButtonRole(name: "cancel")
}

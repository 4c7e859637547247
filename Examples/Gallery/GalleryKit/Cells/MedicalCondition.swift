import Tessera

/// A medical condition the user writes down, edited in place in its cell.
@MainActor
public final class MedicalCondition: ObservableObject, Hashable {
  /// What the user wrote.
  @Published public var text: String

  /// A condition reading `text`.
  public init(text: String) { self.text = text }

  /// Conditions are the same only when they are the same object.
  public nonisolated static func == (a: MedicalCondition, b: MedicalCondition) -> Bool {
    a === b
  }

  /// Hashes the object's identity.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

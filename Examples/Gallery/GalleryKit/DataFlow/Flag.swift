import Tessera

/// A flag owned by one view and changed by another.
@MainActor
final class Flag: ObservableObject {
  @Published var isOn = false
}

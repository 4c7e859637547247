/// A row of the pagination demo.
public struct DemoRow: Identifiable, Hashable, Sendable {
  /// The row's number, from 1.
  public let id: Int

  /// "Row 1", "Row 2", …
  public var title: String { "Row \(id)" }
}

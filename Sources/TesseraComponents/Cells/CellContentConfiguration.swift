import Tessera

/// What a `ListCell` shows: a description that makes the cell's view (the counterpart of
/// UIKit's `UIContentConfiguration`). `HostingConfiguration` is the one to use.
@MainActor
public protocol CellContentConfiguration {
  /// The view the cell shows.
  func makeContentView() -> AnyView

  /// The configuration for the cell in `state`; by default, this one unchanged.
  func updated(for state: CellConfigurationState) -> Self
}

extension CellContentConfiguration {
  /// This configuration unchanged.
  public func updated(for state: CellConfigurationState) -> Self { self }
}

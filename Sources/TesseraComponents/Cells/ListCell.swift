import Tessera

/// A cell of a `CollectionView`: the counterpart of UIKit's `UICollectionViewListCell`.
/// Cells are reused: when one leaves the view it is handed to the next item that needs
/// one, and configured again by its registration.
@MainActor
public final class ListCell: ObservableObject {
  /// Sends before the shown content changes (it has no `@Published` properties to do it).
  public let objectWillChange = ObservableObjectPublisher()

  /// What the cell shows; setting it redraws this cell alone.
  public var contentConfiguration: (any CellContentConfiguration)? {
    willSet { objectWillChange.send() }
  }

  /// Called with the cell and its new state whenever the state changes (selection), and
  /// once when the cell is configured, so the content can follow the state.
  public var configurationUpdateHandler: ((ListCell, CellConfigurationState) -> Void)? {
    didSet { configurationUpdateHandler?(self, configurationState) }
  }

  /// The state the cell is drawn in.
  public private(set) var configurationState = CellConfigurationState()

  init() {}

  /// Moves the cell to `state`, running the update handler when it changed.
  func setState(_ state: CellConfigurationState) {
    guard state != configurationState else { return }
    configurationState = state
    configurationUpdateHandler?(self, state)
    if let updated = contentConfiguration?.updated(for: state) { contentConfiguration = updated }
  }

  /// Forgets the previous item's configuration before the cell is reused.
  func prepareForReuse() {
    configurationUpdateHandler = nil
    contentConfiguration = nil
    configurationState = CellConfigurationState()
  }
}

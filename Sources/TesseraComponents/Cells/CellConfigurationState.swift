/// The state a cell is drawn in, handed to its `configurationUpdateHandler`.
public struct CellConfigurationState: Equatable, Sendable {
  /// Whether the cell's item is selected.
  public var isSelected = false
  /// Whether the cell is pressed or focused right now.
  public var isHighlighted = false
  /// Whether the cell takes no input.
  public var isDisabled = false

  /// A state: not selected, not highlighted, enabled.
  public init(isSelected: Bool = false, isHighlighted: Bool = false, isDisabled: Bool = false) {
    self.isSelected = isSelected
    self.isHighlighted = isHighlighted
    self.isDisabled = isDisabled
  }
}

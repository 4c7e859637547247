import Foundation

extension View {
  /// Makes this cell of a `GridRow` span `count` columns.
  public func gridCellColumns(_ count: Int) -> some View {
    modifier(GridCellModifier(setting: .columns(max(count, 1))))
  }

  /// Lines this grid cell up in its space at `anchor`, whatever the grid or column says.
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    modifier(GridCellModifier(setting: .anchor(anchor)))
  }

  /// Lines up every cell of this cell's column horizontally by `guide`.
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    modifier(GridCellModifier(setting: .columnAlignment(guide)))
  }

  /// Keeps this cell from sizing its grid along `axes`: it takes the size the other
  /// cells give its column or row (a `Divider` or `Color` that should not widen a column).
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    modifier(GridCellModifier(setting: .unsizedAxes(axes)))
  }
}

/// One setting of a grid cell, read by the grid that lays the cell out.
package struct GridCellModifier: PrimitiveModifier, InspectableElement, Equatable {
  package typealias Body = Never

  /// What the modifier sets.
  package enum Setting: Equatable {
    case columns(Int)
    case anchor(UnitPoint)
    case columnAlignment(HorizontalAlignment)
    case unsizedAxes(Axis.Set)
  }

  /// The setting.
  package var setting: Setting

  package var inspectionDescription: String {
    switch setting {
    case .columns(let count): "gridCellColumns(\(count))"
    case .anchor(let anchor): "gridCellAnchor(\(InspectionFormat.pair(anchor.x, anchor.y)))"
    case .columnAlignment(let guide): "gridColumnAlignment(.\(guide.name))"
    case .unsizedAxes(let axes):
      "gridCellUnsizedAxes(\([axes.contains(.horizontal) ? "horizontal" : nil, axes.contains(.vertical) ? "vertical" : nil].compactMap { $0 }.joined(separator: ", ")))"
    }
  }
}

/// What the grid modifiers around a cell say, gathered as layout traits.
package struct GridCellTraits: Equatable {
  /// How many columns the cell spans.
  package var columns = 1
  /// Where the cell sits in its space, overriding the alignments.
  package var anchor: UnitPoint?
  /// The alignment the cell asks for its whole column.
  package var columnAlignment: HorizontalAlignment?
  /// The axes along which the cell does not size its column or row.
  package var unsizedAxes: Axis.Set = []

  /// Adds `modifier`'s setting (an inner modifier wins over an outer one).
  mutating func apply(_ modifier: GridCellModifier) {
    switch modifier.setting {
    case .columns(let count): columns = count
    case .anchor(let value): anchor = value
    case .columnAlignment(let guide): columnAlignment = guide
    case .unsizedAxes(let axes): unsizedAxes = axes
    }
  }
}

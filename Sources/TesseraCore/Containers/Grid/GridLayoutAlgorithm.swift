import Foundation

/// The layout of `Grid`: columns as wide as their widest cell, rows as tall as their
/// tallest, flexible columns sharing what width is left.
@MainActor
package struct GridLayoutAlgorithm: NodeLayout {
  let alignment: Alignment
  let horizontalSpacing: CGFloat?
  let verticalSpacing: CGFloat?

  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    measure(proposal, context: context).size
  }

  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  {
    let geometry = measure(ProposedViewSize(bounds.size), context: context)
    var placement = GridPlacement()
    for (index, row) in geometry.rows.enumerated() {
      let top = bounds.minY + geometry.rowOffsets[index]
      let height = geometry.rowHeights[index]
      let rowAlignment = row.alignment ?? alignment.vertical
      switch row.content {
      case .spanning(let subview):
        let space = CGRect(x: bounds.minX, y: top, width: bounds.width, height: height)
        let (frame, proposal) = cellFrame(
          subview, traits: subview.traits.gridCell, in: space,
          horizontal: alignment.horizontal, vertical: rowAlignment)
        context.engine.place(subview.node, in: frame, proposal: proposal, axis: .vertical)
      case .cells(let rowSubview, let cells):
        var frames: [GridPlacement.Cell] = []
        for cell in cells {
          let left = bounds.minX + geometry.columnOffsets[cell.column]
          let end = cell.column + cell.span - 1
          let right = bounds.minX + geometry.columnOffsets[end] + geometry.columnWidths[end]
          let space = CGRect(x: left, y: top, width: right - left, height: height)
          let (frame, proposal) = cellFrame(
            cell.subview, traits: cell.traits, in: space,
            horizontal: geometry.columnAlignments[cell.column] ?? alignment.horizontal,
            vertical: rowAlignment)
          frames.append(GridPlacement.Cell(frame: frame, proposal: proposal))
        }
        placement.cells[ObjectIdentifier(rowSubview.node)] = frames
        // The row's frame may not change when its columns do: it is placed again.
        rowSubview.node.placementIsCurrent = false
      }
    }
    context.node.locals[GridPlacement.self] = placement
    for row in geometry.rows {
      guard case .cells(let rowSubview, _) = row.content else { continue }
      let frame = CGRect(
        x: bounds.minX, y: bounds.minY + geometry.rowOffsets[row.index], width: bounds.width,
        height: geometry.rowHeights[row.index])
      context.engine.place(
        rowSubview.node, in: frame, proposal: ProposedViewSize(frame.size), axis: .vertical)
    }
  }

  /// Where a cell goes in `space` (its columns, its row), and the proposal it is given.
  private func cellFrame(
    _ subview: LayoutSubview, traits: GridCellTraits, in space: CGRect,
    horizontal: HorizontalAlignment, vertical: VerticalAlignment
  ) -> (CGRect, ProposedViewSize) {
    let proposal = ProposedViewSize(space.size)
    let dimensions = subview.dimensions(in: proposal)
    let size = CGSize(
      width: min(dimensions.width, space.width), height: min(dimensions.height, space.height))
    let origin: CGPoint
    if let anchor = traits.anchor {
      origin = CGPoint(
        x: space.minX + anchor.x * (space.width - size.width),
        y: space.minY + anchor.y * (space.height - size.height))
    } else {
      let cell = ViewDimensions(size: space.size)
      origin = CGPoint(
        x: space.minX + cell[horizontal] - dimensions[horizontal],
        y: space.minY + cell[vertical] - dimensions[vertical])
    }
    return (CGRect(origin: origin, size: size), proposal)
  }

  // MARK: Measuring

  /// One row of the grid.
  struct Row {
    enum Content {
      /// A `GridRow` and its cells.
      case cells(LayoutSubview, [Cell])
      /// A view outside any row, across every column.
      case spanning(LayoutSubview)
    }
    var index: Int
    var content: Content
    var alignment: VerticalAlignment?
  }

  /// One cell of a row: the subview, its first column and how many it spans.
  struct Cell {
    var subview: LayoutSubview
    var traits: GridCellTraits
    var column: Int
    var span: Int
  }

  /// The grid's rows, columns and size for `proposal`.
  struct Geometry {
    var rows: [Row] = []
    var columnWidths: [CGFloat] = []
    var columnOffsets: [CGFloat] = []
    var columnAlignments: [HorizontalAlignment?] = []
    var rowHeights: [CGFloat] = []
    var rowOffsets: [CGFloat] = []
    var size: CGSize = .zero
  }

  private func measure(_ proposal: ProposedViewSize, context: LayoutContext) -> Geometry {
    var geometry = Geometry()
    geometry.rows = rows(context: context)
    let columnCount =
      geometry.rows.map { row in
        if case .cells(_, let cells) = row.content {
          return cells.last.map { $0.column + $0.span } ?? 0
        }
        return 0
      }.max() ?? 0
    let hSpacing = horizontalSpacing ?? context.metrics.defaultSpacing.width
    let vSpacing = verticalSpacing ?? context.metrics.defaultSpacing.height

    // Each column's ideal, smallest and largest width, from the cells that span it alone.
    var ideal = [CGFloat](repeating: 0, count: columnCount)
    var smallest = [CGFloat](repeating: 0, count: columnCount)
    var largest = [CGFloat](repeating: 0, count: columnCount)
    geometry.columnAlignments = Array(repeating: nil, count: columnCount)
    for row in geometry.rows {
      guard case .cells(_, let cells) = row.content else { continue }
      for cell in cells {
        if let guide = cell.traits.columnAlignment, geometry.columnAlignments[cell.column] == nil {
          geometry.columnAlignments[cell.column] = guide
        }
        guard cell.span == 1, !cell.traits.unsizedAxes.contains(.horizontal) else { continue }
        let subview = cell.subview
        ideal[cell.column] = max(ideal[cell.column], subview.sizeThatFits(.unspecified).width)
        smallest[cell.column] = max(
          smallest[cell.column], subview.sizeThatFits(ProposedViewSize(width: 0, height: nil)).width
        )
        largest[cell.column] = max(
          largest[cell.column],
          subview.sizeThatFits(ProposedViewSize(width: .infinity, height: nil)).width)
      }
    }
    // A cell spanning several columns widens the last of them if they are too narrow.
    for row in geometry.rows {
      guard case .cells(_, let cells) = row.content else { continue }
      for cell in cells where cell.span > 1 && !cell.traits.unsizedAxes.contains(.horizontal) {
        let columns = cell.column..<(cell.column + cell.span)
        let width = columns.reduce(0) { $0 + ideal[$1] } + hSpacing * CGFloat(cell.span - 1)
        let wanted = cell.subview.sizeThatFits(.unspecified).width
        let last = columns.upperBound - 1
        if wanted > width {
          ideal[last] += wanted - width
          largest[last] = max(largest[last], ideal[last])
        }
        // A flexible cell across columns lets the last of them grow as far as it can.
        let reach = cell.subview.sizeThatFits(ProposedViewSize(width: .infinity, height: nil))
          .width
        let largestAcross =
          columns.reduce(0) { $0 + largest[$1] } + hSpacing * CGFloat(cell.span - 1)
        if reach > largestAcross { largest[last] += reach - largestAcross }
      }
    }
    let gaps = hSpacing * CGFloat(max(columnCount - 1, 0))
    var widths = ideal
    if let available = proposal.width, available.isFinite, columnCount > 0 {
      widths = fit(ideal: ideal, smallest: smallest, largest: largest, into: available - gaps)
    }
    geometry.columnWidths = widths
    var offset: CGFloat = 0
    for width in widths {
      geometry.columnOffsets.append(offset)
      offset += width + hSpacing
    }
    var gridWidth = widths.reduce(0, +) + gaps
    // Views outside rows span the grid; they widen it only when there are no columns.
    for row in geometry.rows {
      guard case .spanning(let subview) = row.content,
        !subview.traits.gridCell.unsizedAxes.contains(.horizontal)
      else { continue }
      let width = subview.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)).width
      gridWidth = max(gridWidth, width)
    }

    // Each row as tall as its tallest cell, given its columns' widths.
    var top: CGFloat = 0
    for row in geometry.rows {
      var height: CGFloat = 0
      switch row.content {
      case .spanning(let subview):
        if !subview.traits.gridCell.unsizedAxes.contains(.vertical) {
          height = subview.sizeThatFits(ProposedViewSize(width: gridWidth, height: nil)).height
        }
      case .cells(_, let cells):
        for cell in cells where !cell.traits.unsizedAxes.contains(.vertical) {
          let end = cell.column + cell.span - 1
          let width =
            geometry.columnOffsets[end] + widths[end] - geometry.columnOffsets[cell.column]
          height = max(
            height, cell.subview.sizeThatFits(ProposedViewSize(width: width, height: nil)).height)
        }
      }
      if !geometry.rowOffsets.isEmpty { top += vSpacing }
      geometry.rowOffsets.append(top)
      geometry.rowHeights.append(height)
      top += height
    }
    geometry.size = CGSize(width: gridWidth, height: top)
    return geometry
  }

  /// The column widths for `available` points: ideal widths shrunk toward their smallest
  /// when too wide, and flexible columns grown toward their largest, equally, when there
  /// is room.
  private func fit(
    ideal: [CGFloat], smallest: [CGFloat], largest: [CGFloat], into available: CGFloat
  ) -> [CGFloat] {
    var widths = ideal
    let total = ideal.reduce(0, +)
    if total > available {
      let slack = zip(ideal, smallest).map { max($0 - $1, 0) }
      let slackTotal = slack.reduce(0, +)
      guard slackTotal > 0 else { return widths }
      let share = min((total - available) / slackTotal, 1)
      for index in widths.indices { widths[index] -= slack[index] * share }
      return widths
    }
    var extra = available - total
    var growing = Set(widths.indices.filter { largest[$0] > widths[$0] })
    while extra > 0.5, !growing.isEmpty {
      let share = extra / CGFloat(growing.count)
      for index in growing {
        let grow = min(share, largest[index] - widths[index])
        widths[index] += grow
        extra -= grow
        if widths[index] >= largest[index] { growing.remove(index) }
      }
    }
    return widths
  }

  /// The grid's content as rows: each `GridRow` with its cells numbered by column, and
  /// each other view as a row of its own.
  private func rows(context: LayoutContext) -> [Row] {
    var rows: [Row] = []
    for subview in context.subviews(axis: .vertical) {
      if let row = subview.node.view(as: (any GridRowLayout).self) {
        var column = 0
        var cells: [Cell] = []
        for cell in context.engine.subviews(of: subview.node, axis: .horizontal) {
          let span = cell.traits.gridCell.columns
          cells.append(
            Cell(subview: cell, traits: cell.traits.gridCell, column: column, span: span))
          column += span
        }
        rows.append(
          Row(index: rows.count, content: .cells(subview, cells), alignment: row.rowAlignment))
      } else {
        rows.append(Row(index: rows.count, content: .spanning(subview), alignment: nil))
      }
    }
    return rows
  }
}

/// Where a grid put each cell of its rows, kept on the grid's node for the rows to
/// place their cells.
struct GridPlacement {
  /// A cell's frame and the proposal it was measured with.
  struct Cell {
    var frame: CGRect
    var proposal: ProposedViewSize
  }

  /// The cells of each row, by the row's node.
  var cells: [ObjectIdentifier: [Cell]] = [:]

  /// The cells the grid around `row` placed for it, or nil when `row` is in no grid.
  @MainActor static func cells(of row: ViewNode) -> [Cell]? {
    var ancestor = row.parent
    while let node = ancestor {
      if let placement = node.locals[GridPlacement.self] {
        return placement.cells[ObjectIdentifier(row)]
      }
      // Only structure (modifiers, `ForEach`, groups) lies between a row and its grid.
      if LayoutEngine.layout(of: node) != nil { return nil }
      ancestor = node.parent
    }
    return nil
  }
}

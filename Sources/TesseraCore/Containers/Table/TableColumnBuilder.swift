import Foundation

/// The columns a `Table`'s builder lists.
public struct _TableColumns<RowValue, Sort: SortComparator> {
  let entries: [_TableColumnEntry<RowValue, Sort>]
}

/// Builds a table's columns from `TableColumn`s, with `if` and `for`.
@resultBuilder
public enum TableColumnBuilder<RowValue, Sort: SortComparator> {
  /// A column that sorts with the table's comparator type.
  public static func buildExpression<Content: View, Label: View>(
    _ column: TableColumn<RowValue, Sort, Content, Label>
  ) -> [_TableColumnEntry<RowValue, Sort>] {
    [
      _TableColumnEntry(
        label: AnyView(column.label), content: { AnyView(column.content($0)) },
        comparator: column.comparator, width: column.width)
    ]
  }

  /// A column that does not sort.
  public static func buildExpression<Content: View, Label: View>(
    _ column: TableColumn<RowValue, Never, Content, Label>
  ) -> [_TableColumnEntry<RowValue, Sort>] {
    [
      _TableColumnEntry(
        label: AnyView(column.label), content: { AnyView(column.content($0)) },
        comparator: nil, width: column.width)
    ]
  }

  /// The columns in order.
  public static func buildBlock(_ parts: [_TableColumnEntry<RowValue, Sort>]...)
    -> [_TableColumnEntry<RowValue, Sort>]
  {
    parts.flatMap { $0 }
  }

  /// Columns shown only when a condition holds.
  public static func buildOptional(_ part: [_TableColumnEntry<RowValue, Sort>]?)
    -> [_TableColumnEntry<RowValue, Sort>]
  {
    part ?? []
  }

  /// The columns of the branch taken.
  public static func buildEither(first part: [_TableColumnEntry<RowValue, Sort>])
    -> [_TableColumnEntry<RowValue, Sort>]
  {
    part
  }

  /// The columns of the branch taken.
  public static func buildEither(second part: [_TableColumnEntry<RowValue, Sort>])
    -> [_TableColumnEntry<RowValue, Sort>]
  {
    part
  }

  /// Columns made in a loop.
  public static func buildArray(_ parts: [[_TableColumnEntry<RowValue, Sort>]])
    -> [_TableColumnEntry<RowValue, Sort>]
  {
    parts.flatMap { $0 }
  }

  /// The table's columns.
  public static func buildFinalResult(_ parts: [_TableColumnEntry<RowValue, Sort>])
    -> _TableColumns<RowValue, Sort>
  {
    _TableColumns(entries: parts)
  }
}

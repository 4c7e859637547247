import Foundation

/// One row of a `Table` built with `Table(of:columns:rows:)`: the value its columns show.
public struct TableRow<Value: Identifiable>: View {
  let value: Value

  /// The row of `value`.
  public init(_ value: Value) { self.value = value }

  /// Nothing: a row is shown by the columns of the table it is given to.
  public var body: some View { EmptyView() }
}

/// Lists the rows of a `Table(of:columns:rows:)`: `TableRow`s, `ForEach`es of them, and
/// `if`s and `for`s around them, in order.
@resultBuilder @MainActor
public enum TableRowBuilder<Value: Identifiable> {
  /// One row.
  public static func buildExpression(_ row: TableRow<Value>) -> [Value] { [row.value] }

  /// A row for each element of a collection.
  public static func buildExpression<Data: RandomAccessCollection, ID: Hashable>(
    _ rows: ForEach<Data, ID, TableRow<Value>>
  ) -> [Value] {
    rows.data.map { rows.content($0).value }
  }

  /// The rows of each statement, in order.
  public static func buildBlock(_ parts: [Value]...) -> [Value] { parts.flatMap { $0 } }

  /// Rows shown when a condition holds.
  public static func buildOptional(_ rows: [Value]?) -> [Value] { rows ?? [] }

  /// The rows of the branch taken.
  public static func buildEither(first rows: [Value]) -> [Value] { rows }

  /// The rows of the branch taken.
  public static func buildEither(second rows: [Value]) -> [Value] { rows }

  /// The rows of each pass of a `for` loop.
  public static func buildArray(_ parts: [[Value]]) -> [Value] { parts.flatMap { $0 } }
}

extension Table where Sort == KeyPathComparator<Value> {
  /// A table of rows listed one by one (`TableRow(value)`) rather than from a collection.
  public init(
    of valueType: Value.Type,
    @TableColumnBuilder<Value, Sort> columns: () -> _TableColumns<Value, Sort>,
    @TableRowBuilder<Value> rows: () -> [Value]
  ) {
    self.init(data: rows(), selection: nil, sortOrder: nil, columns: columns())
  }

  /// A table of rows listed one by one, selectable one at a time.
  public init(
    of valueType: Value.Type, selection: Binding<Value.ID?>,
    @TableColumnBuilder<Value, Sort> columns: () -> _TableColumns<Value, Sort>,
    @TableRowBuilder<Value> rows: () -> [Value]
  ) {
    self.init(data: rows(), selection: .single(selection), sortOrder: nil, columns: columns())
  }
}

extension Table {
  /// A table of rows listed one by one, sorted as `sortOrder` says.
  public init(
    of valueType: Value.Type, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> _TableColumns<Value, Sort>,
    @TableRowBuilder<Value> rows: () -> [Value]
  ) {
    self.init(data: rows(), selection: nil, sortOrder: sortOrder, columns: columns())
  }
}

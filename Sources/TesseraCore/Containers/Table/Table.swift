import Foundation

/// Rows of values in columns, with a header: click a sortable column's title to sort by
/// it, select rows as in a `List`.
///
/// ```swift
/// Table(people, selection: $selected, sortOrder: $order) {
///   TableColumn("Name", value: \.name)
///   TableColumn("Age", value: \.age) { Text("\($0.age)") }
/// }
/// .onChange(of: order) { people.sort(using: order) }
/// ```
///
/// The table does not sort the rows itself: as in SwiftUI, it sets `sortOrder`, and the
/// app sorts its data.
public struct Table<Value: Identifiable, Sort: SortComparator>: View where Sort.Compared == Value {
  let rows: [Value]
  let columns: [_TableColumnEntry<Value, Sort>]
  let selection: ListSelection<Value.ID>?
  let sortOrder: Binding<[Sort]>?
  @Environment(\.tableLook) private var look

  init<Data: RandomAccessCollection>(
    data: Data, selection: ListSelection<Value.ID>?, sortOrder: Binding<[Sort]>?,
    columns: _TableColumns<Value, Sort>
  ) where Data.Element == Value {
    self.rows = Array(data)
    self.columns = columns.entries
    self.selection = selection
    self.sortOrder = sortOrder
  }

  /// The header and the rows.
  public var body: some View {
    let table = VStack(alignment: .leading, spacing: 0) {
      // Inset as the list insets its rows, so that titles stand over their columns.
      TableRowView(widths: columns.map(\.width), content: header)
        .padding(.leading, ListRowsLayout.defaultInsets.leading)
        .padding(.trailing, ListRowsLayout.defaultInsets.trailing)
      Divider()
      switch selection {
      case .single(let binding):
        List(selection: binding) { cells }
      case .multiple(let binding):
        List(selection: binding) { cells }
      case nil:
        List { cells }
      }
    }
    if look.isBordered {
      table.overlay(Rectangle().strokeBorder(.separator))
    } else {
      table
    }
  }

  private var cells: some View {
    let widths = columns.map(\.width)
    let alternates = look.alternatesRowBackgrounds
    return ForEach(Array(rows.enumerated()), id: \.element.id) { index, row in
      TableRowView(widths: widths) {
        ForEach(columns.indices, id: \.self) { index in columns[index].content(row) }
      }
      // Every other row tinted, when the style asks, so that a wide row is easy to follow.
      .listRowBackground(
        alternates && !index.isMultiple(of: 2) ? Color.secondary.opacity(0.12) : nil)
    }
  }

  private var header: some View {
    ForEach(columns.indices, id: \.self) { index in
      let column = columns[index]
      if let comparator = column.comparator, let sortOrder {
        let primary = sortOrder.wrappedValue.first
        let isSorted = primary.map { Self.sameColumn($0, comparator) } ?? false
        Button {
          sortOrder.wrappedValue = Self.sorting(by: comparator, in: sortOrder.wrappedValue)
        } label: {
          HStack(spacing: 4) {
            // A title on one line, cut short in a narrow column rather than broken.
            column.label.bold().lineLimit(1)
            if isSorted, let primary {
              Image(systemName: primary.order == .forward ? "chevron.up" : "chevron.down")
            }
          }
          // The whole title cell sorts, not only its words.
          .frame(maxWidth: .infinity, alignment: .leading)
        }
        .buttonStyle(.plain)
      } else {
        column.label.bold().lineLimit(1)
      }
    }
  }

  /// Whether two comparators sort by the same column, whatever their orders.
  static func sameColumn(_ first: Sort, _ second: Sort) -> Bool {
    var first = first
    var second = second
    first.order = .forward
    second.order = .forward
    return first == second
  }

  /// The sort order after a click on the column sorting with `comparator`: that column
  /// first, its order reversed if it was first already.
  static func sorting(by comparator: Sort, in order: [Sort]) -> [Sort] {
    if var primary = order.first, sameColumn(primary, comparator) {
      primary.order = primary.order == .forward ? .reverse : .forward
      return [primary] + order.dropFirst()
    }
    return [comparator] + order.filter { !sameColumn($0, comparator) }
  }
}

extension Table where Sort == KeyPathComparator<Value> {
  /// A table of `data` in the columns `columns` lists.
  public init<Data: RandomAccessCollection>(
    _ data: Data, @TableColumnBuilder<Value, Sort> columns: () -> _TableColumns<Value, Sort>
  ) where Data.Element == Value {
    self.init(data: data, selection: nil, sortOrder: nil, columns: columns())
  }

  /// A table of `data` whose rows can be selected one at a time.
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Value.ID?>,
    @TableColumnBuilder<Value, Sort> columns: () -> _TableColumns<Value, Sort>
  ) where Data.Element == Value {
    self.init(data: data, selection: .single(selection), sortOrder: nil, columns: columns())
  }

  /// A table of `data` whose rows can be selected several at a time.
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Set<Value.ID>>,
    @TableColumnBuilder<Value, Sort> columns: () -> _TableColumns<Value, Sort>
  ) where Data.Element == Value {
    self.init(data: data, selection: .multiple(selection), sortOrder: nil, columns: columns())
  }
}

extension Table {
  /// A table of `data` sorted as `sortOrder` says, set by clicking column titles.
  public init<Data: RandomAccessCollection>(
    _ data: Data, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> _TableColumns<Value, Sort>
  ) where Data.Element == Value {
    self.init(data: data, selection: nil, sortOrder: sortOrder, columns: columns())
  }

  /// A sortable table of `data` whose rows can be selected one at a time.
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> _TableColumns<Value, Sort>
  ) where Data.Element == Value {
    self.init(data: data, selection: .single(selection), sortOrder: sortOrder, columns: columns())
  }

  /// A sortable table of `data` whose rows can be selected several at a time.
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> _TableColumns<Value, Sort>
  ) where Data.Element == Value {
    self.init(
      data: data, selection: .multiple(selection), sortOrder: sortOrder, columns: columns())
  }
}

import Foundation

/// One column of a `Table`: its title, how a row's value is shown in it, and, for a
/// column made from a key path, how rows sort by it.
public struct TableColumn<RowValue, Sort: SortComparator, Content: View, Label: View> {
  let label: Label
  let content: (RowValue) -> Content
  let comparator: Sort?
  var width = TableColumnWidth()

  init(label: Label, comparator: Sort?, content: @escaping (RowValue) -> Content) {
    self.label = label
    self.comparator = comparator
    self.content = content
  }

  /// The column `width` points wide.
  public func width(_ width: CGFloat?) -> TableColumn {
    var column = self
    column.width = TableColumnWidth(fixed: width)
    return column
  }

  /// The column at least `min`, ideally `ideal` and at most `max` points wide.
  public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil)
    -> TableColumn
  {
    var column = self
    column.width = TableColumnWidth(minimum: min, ideal: ideal, maximum: max)
    return column
  }
}

/// How wide a table column is.
package struct TableColumnWidth: Hashable, Sendable {
  /// Exactly this wide.
  package var fixed: CGFloat?
  /// At least this wide.
  package var minimum: CGFloat?
  /// Ideally this wide.
  package var ideal: CGFloat?
  /// At most this wide.
  package var maximum: CGFloat?
}

extension TableColumn where Label == Text, Sort == Never {
  /// A column titled `titleKey` that shows each row with `content`; it does not sort.
  public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: nil, content: content)
  }

  /// A column titled `title` that shows each row with `content`; it does not sort.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content)
  {
    self.init(label: Text(title), comparator: nil, content: content)
  }

  /// A column titled `text` that shows each row with `content`; it does not sort.
  public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, comparator: nil, content: content)
  }
}

extension TableColumn where Label == Text, Content == Text, Sort == KeyPathComparator<RowValue> {
  /// A column titled `titleKey` showing the string at `value`, sorting rows by it.
  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String> & Sendable) {
    self.init(label: Text(titleKey), comparator: KeyPathComparator(value)) {
      Text(verbatim: $0[keyPath: value])
    }
  }

  /// A column titled `title` showing the string at `value`, sorting rows by it.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String> & Sendable) {
    self.init(label: Text(title), comparator: KeyPathComparator(value)) {
      Text(verbatim: $0[keyPath: value])
    }
  }

  /// A column titled `text` showing the string at `value`, sorting rows by it.
  public init(_ text: Text, value: KeyPath<RowValue, String> & Sendable) {
    self.init(label: text, comparator: KeyPathComparator(value)) {
      Text(verbatim: $0[keyPath: value])
    }
  }
}

extension TableColumn where Label == Text, Sort == KeyPathComparator<RowValue> {
  /// A column titled `titleKey` that shows each row with `content` and sorts rows by the
  /// value at `value`.
  public init<V: Comparable>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V> & Sendable,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: KeyPathComparator(value), content: content)
  }

  /// A column titled `title` that shows each row with `content` and sorts rows by the
  /// value at `value`.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Comparable>(
    _ title: S, value: KeyPath<RowValue, V> & Sendable,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: KeyPathComparator(value), content: content)
  }

  /// A column titled `titleKey` that shows each row with `content` and sorts rows by the
  /// value at `value` with `comparator`.
  public init<V, C: SortComparator>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V> & Sendable, comparator: C,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) where C.Compared == V {
    self.init(
      label: Text(titleKey), comparator: KeyPathComparator(value, comparator: comparator),
      content: content)
  }
}

/// A column with its types erased, as a table keeps it.
public struct _TableColumnEntry<RowValue, Sort: SortComparator> {
  let label: AnyView
  let content: (RowValue) -> AnyView
  let comparator: Sort?
  let width: TableColumnWidth
}

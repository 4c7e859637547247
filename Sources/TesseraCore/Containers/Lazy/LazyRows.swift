/// The rows of a lazy container's content, counted and made one at a time: a `ForEach`
/// over 100,000 elements is 100,000 rows, but only the rows asked for are ever built.
/// Tuples, groups and conditionals are looked through; any other view is one row.
@MainActor
package struct LazyRows {
  /// How many rows there are.
  package let count: Int
  private let make: (Int) -> (view: any View, id: AnyHashable)

  /// The view and identity of row `index`.
  package func row(_ index: Int) -> (view: any View, id: AnyHashable) { make(index) }

  /// Every row, made now: for a container that shows them all.
  package var all: [(view: any View, id: AnyHashable)] { (0..<count).map(make) }

  init(count: Int, make: @escaping (Int) -> (view: any View, id: AnyHashable)) {
    self.count = count
    self.make = make
  }

  /// The rows of `view`.
  package static func of(_ view: any View) -> LazyRows {
    if let source = view as? any LazyRowSource { return source.lazyRows }
    return LazyRows(count: 1) { _ in (view, AnyHashable(0)) }
  }

  /// Rows made of several parts one after another, each identified within its part.
  static func concatenating(_ parts: [LazyRows]) -> LazyRows {
    let starts = parts.reduce(into: [0]) { $0.append($0.last! + $1.count) }
    return LazyRows(count: starts.last ?? 0) { index in
      var part = 0
      while starts[part + 1] <= index { part += 1 }
      let row = parts[part].row(index - starts[part])
      return (row.view, AnyHashable([AnyHashable(part), row.id]))
    }
  }
}

/// A view whose rows a lazy container can count and make one at a time.
@MainActor
package protocol LazyRowSource {
  /// The rows.
  var lazyRows: LazyRows { get }
}

extension ForEach: LazyRowSource {
  package var lazyRows: LazyRows {
    let data = data
    let content = content
    let idOf = idOf
    return LazyRows(count: data.count) { index in
      let element = data[data.index(data.startIndex, offsetBy: index)]
      return (content(element), AnyHashable(idOf(element)))
    }
  }
}

extension TupleView: LazyRowSource {
  package var lazyRows: LazyRows { .concatenating(elements.map(LazyRows.of)) }
}

extension Group: LazyRowSource {
  package var lazyRows: LazyRows { LazyRows.of(content) }
}

extension EmptyView: LazyRowSource {
  package var lazyRows: LazyRows { LazyRows(count: 0) { _ in fatalError("no rows") } }
}

extension Optional: LazyRowSource where Wrapped: View {
  package var lazyRows: LazyRows {
    switch self {
    case .some(let view): return LazyRows.of(view)
    case .none: return LazyRows(count: 0) { _ in fatalError("no rows") }
    }
  }
}

extension _ConditionalContent: LazyRowSource {
  package var lazyRows: LazyRows {
    switch storage {
    case .trueContent(let view): return .concatenating([LazyRows.of(view)])
    case .falseContent(let view):
      return .concatenating([LazyRows(count: 0) { _ in fatalError("no rows") }, LazyRows.of(view)])
    }
  }
}

extension ModifiedContent: LazyRowSource where Content: View, Modifier: ViewModifier {
  /// A modifier on a `ForEach` (or another source of rows) applies to each row, as in
  /// SwiftUI: `ForEach(...) { ... }.listRowInsets(...)` is one row per element, each
  /// inset. A modifier on a single view keeps it one row. Here a custom modifier too is
  /// applied row by row (one `body` a row, where SwiftUI has one for all): its content
  /// still has to be one row per element.
  package var lazyRows: LazyRows {
    guard content is any LazyRowSource else {
      return LazyRows(count: 1) { [self] _ in (self, AnyHashable(0)) }
    }
    let rows = LazyRows.of(content)
    let modifier = modifier
    let once = (modifier as? any PrimitiveModifier)?.appliesOnceOverSeveralViews == true
    return LazyRows(count: rows.count) { index in
      let row = rows.row(index)
      guard index == 0 || !once else { return row }
      return (Self.applying(modifier, to: row.view), row.id)
    }
  }

  private static func applying<V: View>(_ modifier: Modifier, to view: V) -> any View {
    ModifiedContent<V, Modifier>(content: view, modifier: modifier)
  }
}

/// A container that builds only the rows in view (`List`, the lazy stacks and grids):
/// what it lists, so a row not built yet can still be found by its id.
@MainActor
package protocol LazyRowContainer {
  /// The content whose rows the container builds.
  var lazyRowContent: any View { get }
}

extension LazyVStack: LazyRowContainer {
  package var lazyRowContent: any View { content }
}

extension LazyHStack: LazyRowContainer {
  package var lazyRowContent: any View { content }
}

extension LazyVGrid: LazyRowContainer {
  package var lazyRowContent: any View { content }
}

extension LazyHGrid: LazyRowContainer {
  package var lazyRowContent: any View { content }
}

extension List: LazyRowContainer {
  package var lazyRowContent: any View { content }
}

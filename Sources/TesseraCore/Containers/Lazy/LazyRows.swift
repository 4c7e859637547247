/// The rows of a lazy container's content, counted and made one at a time: a `ForEach`
/// over 100,000 elements is 100,000 rows, but only the rows asked for are ever built.
/// Tuples, groups and conditionals are looked through; any other view is one row. In a
/// lazy stack or grid a `Section` is looked through too: its header, its rows and its
/// footer are rows, and `sectionParts` says which are headers and footers.
@MainActor
package struct LazyRows {
  /// What a section's header or footer row is.
  package enum SectionPart: Sendable {
    case header, footer
  }

  /// How many rows there are.
  package let count: Int
  /// The rows that are a section's header or footer, by index: a lazy grid gives each a
  /// whole line, and a pinned header stays in view while its section scrolls by.
  package private(set) var sectionParts: [Int: SectionPart] = [:]
  private let make: (Int) -> (view: any View, id: AnyHashable)

  /// The view and identity of row `index`.
  package func row(_ index: Int) -> (view: any View, id: AnyHashable) { make(index) }

  /// Every row, made now: for a container that shows them all.
  package var all: [(view: any View, id: AnyHashable)] { (0..<count).map(make) }

  init(count: Int, make: @escaping (Int) -> (view: any View, id: AnyHashable)) {
    self.count = count
    self.make = make
  }

  /// No rows.
  static let none = LazyRows(count: 0) { _ in fatalError("no rows") }

  /// `view` as one row.
  static func one(_ view: any View) -> LazyRows {
    LazyRows(count: 1) { _ in (view, AnyHashable(0)) }
  }

  /// The rows of `view`; with `splittingSections`, a section's header, rows and footer
  /// are rows (a lazy stack's or grid's content), else a section is one row (a list's,
  /// which draws its sections itself).
  package static func of(_ view: any View, splittingSections: Bool = false) -> LazyRows {
    if let source = view as? any LazyRowSource {
      return source.lazyRows(splittingSections: splittingSections)
    }
    return .one(view)
  }

  /// Rows made of several parts one after another, each identified within its part by
  /// `ids` (by default, the part's position).
  static func concatenating(_ parts: [LazyRows], ids: [AnyHashable]? = nil) -> LazyRows {
    let starts = parts.reduce(into: [0]) { $0.append($0.last! + $1.count) }
    var rows = LazyRows(count: starts.last ?? 0) { index in
      var part = 0
      while starts[part + 1] <= index { part += 1 }
      let row = parts[part].row(index - starts[part])
      return (row.view, AnyHashable([ids?[part] ?? AnyHashable(part), row.id]))
    }
    for (part, start) in zip(parts, starts) {
      for (index, role) in part.sectionParts { rows.sectionParts[start + index] = role }
    }
    return rows
  }

  /// These rows, each made by `transform` from its index and the row as it was.
  func mapping(
    _ transform:
      @escaping (Int, (view: any View, id: AnyHashable)) -> (
        view: any View, id: AnyHashable
      )
  ) -> LazyRows {
    var rows = LazyRows(count: count) { index in transform(index, self.row(index)) }
    rows.sectionParts = sectionParts
    return rows
  }

  /// `view` as one row that is a section's `part`.
  static func sectionPart(_ view: any View, _ part: SectionPart) -> LazyRows {
    var rows = LazyRows.one(view)
    rows.sectionParts[0] = part
    return rows
  }
}

/// A view whose rows a lazy container can count and make one at a time.
@MainActor
package protocol LazyRowSource {
  /// The rows; with `splittingSections`, a section's parts are rows of their own (see
  /// ``LazyRows/of(_:splittingSections:)``).
  func lazyRows(splittingSections: Bool) -> LazyRows
}

extension LazyRowSource {
  /// The rows, a section being one.
  package var lazyRows: LazyRows { lazyRows(splittingSections: false) }
}

extension ForEach: LazyRowSource {
  package func lazyRows(splittingSections: Bool) -> LazyRows {
    let data = data
    let content = content
    let idOf = idOf
    // A `ForEach` of sections, split: every section's rows, each identified within its
    // element. (The sections are made to be counted: there are few of them.)
    if splittingSections, Content.self is any SectionRows.Type {
      let elements = Array(data)
      return .concatenating(
        elements.map { LazyRows.of(content($0), splittingSections: true) },
        ids: elements.map { AnyHashable(idOf($0)) })
    }
    return LazyRows(count: data.count) { index in
      let element = data[data.index(data.startIndex, offsetBy: index)]
      return (content(element), AnyHashable(idOf(element)))
    }
  }
}

extension TupleView: LazyRowSource {
  package func lazyRows(splittingSections: Bool) -> LazyRows {
    .concatenating(elements.map { LazyRows.of($0, splittingSections: splittingSections) })
  }
}

extension Group: LazyRowSource {
  package func lazyRows(splittingSections: Bool) -> LazyRows {
    LazyRows.of(content, splittingSections: splittingSections)
  }
}

extension EmptyView: LazyRowSource {
  package func lazyRows(splittingSections: Bool) -> LazyRows { .none }
}

extension Optional: LazyRowSource where Wrapped: View {
  package func lazyRows(splittingSections: Bool) -> LazyRows {
    switch self {
    case .some(let view): return LazyRows.of(view, splittingSections: splittingSections)
    case .none: return .none
    }
  }
}

extension _ConditionalContent: LazyRowSource {
  package func lazyRows(splittingSections: Bool) -> LazyRows {
    switch storage {
    case .trueContent(let view):
      return .concatenating([LazyRows.of(view, splittingSections: splittingSections)])
    case .falseContent(let view):
      return .concatenating([.none, LazyRows.of(view, splittingSections: splittingSections)])
    }
  }
}

/// A section, which a lazy stack or grid splits into rows.
@MainActor
protocol SectionRows {}

extension Section: SectionRows, LazyRowSource {
  package func lazyRows(splittingSections: Bool) -> LazyRows {
    guard splittingSections else { return .one(self) }
    // As in SwiftUI, outside a list the header and footer are drawn as they are.
    var parts: [LazyRows] = []
    if !(header is EmptyView) { parts.append(.sectionPart(header, .header)) }
    parts.append(
      isExpanded?.wrappedValue == false ? .none : LazyRows.of(content, splittingSections: true))
    if !(footer is EmptyView) { parts.append(.sectionPart(footer, .footer)) }
    return .concatenating(
      parts, ids: ["header", "rows", "footer"].suffix(parts.count).map { AnyHashable($0) })
  }
}

extension ModifiedContent: SectionRows where Content: SectionRows {}

extension ModifiedContent: LazyRowSource where Content: View, Modifier: ViewModifier {
  /// A modifier on a `ForEach` (or another source of rows) applies to each row, as in
  /// SwiftUI: `ForEach(...) { ... }.listRowInsets(...)` is one row per element, each
  /// inset. A modifier on a single view keeps it one row. Here a custom modifier too is
  /// applied row by row (one `body` a row, where SwiftUI has one for all): its content
  /// still has to be one row per element.
  package func lazyRows(splittingSections: Bool) -> LazyRows {
    // One row: a modifier on a single view, or on a section a list keeps whole.
    guard content is any LazyRowSource, splittingSections || !(content is any SectionRows)
    else { return .one(self) }
    let rows = LazyRows.of(content, splittingSections: splittingSections)
    let modifier = modifier
    let once = (modifier as? any PrimitiveModifier)?.appliesOnceOverSeveralViews == true
    return rows.mapping { index, row in
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
  /// Whether a section in the content is split into rows (a lazy stack's or grid's) or
  /// is one row (a list's, which draws its sections itself).
  var splitsSections: Bool { get }
}

extension LazyRowContainer {
  package var splitsSections: Bool { true }

  /// The rows the container builds.
  package var containerRows: LazyRows {
    LazyRows.of(lazyRowContent, splittingSections: splitsSections)
  }
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
  package var splitsSections: Bool { false }
}

/// Splits a view value into the views it lists, without rendering it: a tuple into its
/// elements, a `ForEach` into one view per element, a `Group` into its content, an
/// `if` into the branch taken, a built-in modifier on several views into each view
/// modified. Containers that treat each listed view as an item of their
/// own (the tabs of a `TabView`) use it. A view of your own counts as one view.
@MainActor
package enum ViewList {
  /// One listed view, with the identity it has among its siblings.
  package struct Item {
    /// The view.
    package var view: any View
    /// A key unique among the items: its path through the lists it came from.
    package var id: AnyHashable
  }

  /// The views `view` lists, in order.
  package static func items(of view: any View) -> [Item] {
    var result: [Item] = []
    collect(view, path: [], into: &result)
    return result
  }

  private static func collect(_ view: any View, path: [AnyHashable], into result: inout [Item]) {
    let listed =
      (view as? any ListableView)?.listedViews ?? (view as? any SpreadableView)?.spreadViews
    if let listed {
      for (index, entry) in listed.enumerated() {
        collect(entry.view, path: path + [entry.id ?? AnyHashable(index)], into: &result)
      }
    } else {
      result.append(Item(view: view, id: AnyHashable(path)))
    }
  }
}

/// A view that lists other views rather than being one (see `ViewList`).
@MainActor
package protocol ListableView {
  /// The views listed, each with its explicit id if it has one.
  var listedViews: [(view: any View, id: AnyHashable?)] { get }
}

extension TupleView: ListableView {
  package var listedViews: [(view: any View, id: AnyHashable?)] { elements.map { ($0, nil) } }
}

extension Group: ListableView {
  package var listedViews: [(view: any View, id: AnyHashable?)] { [(content, nil)] }
}

extension ForEach: ListableView {
  package var listedViews: [(view: any View, id: AnyHashable?)] {
    data.map { (content($0), AnyHashable(idOf($0))) }
  }
}

extension _ConditionalContent: ListableView {
  package var listedViews: [(view: any View, id: AnyHashable?)] {
    switch storage {
    case .trueContent(let view): [(view, AnyHashable(true))]
    case .falseContent(let view): [(view, AnyHashable(false))]
    }
  }
}

extension Optional: ListableView where Wrapped: View {
  package var listedViews: [(view: any View, id: AnyHashable?)] {
    map { [($0, nil)] } ?? []
  }
}

extension EmptyView: ListableView {
  package var listedViews: [(view: any View, id: AnyHashable?)] { [] }
}

extension AnyHashable {
  /// The ids a row keyed by this value may stand for, longest first: the key itself and,
  /// when it is a path (a list keys a row beside other content by its path through the
  /// lists it came from), the path's last element, and so on inward.
  package var rowIDs: some Sequence<AnyHashable> {
    sequence(first: self) { ($0.base as? [AnyHashable])?.last }
  }
}

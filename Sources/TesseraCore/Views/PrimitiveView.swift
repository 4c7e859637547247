/// A view that the graph understands directly instead of asking for its `body`.
///
/// Each primitive lists its child views in order, each under a key that gives it its
/// structural identity. Leaves list nothing.
@MainActor
package protocol PrimitiveView {
  /// Adds this view's children to `children`, in order.
  func makeChildren(into children: inout ChildList, node: ViewNode)
}

extension PrimitiveView {
  package func makeChildren(into children: inout ChildList, node: ViewNode) {}
}

/// The children a primitive view contributes, each with the key that identifies it among
/// its siblings.
package struct ChildList {
  package var entries: [(key: ChildKey, view: any View)] = []

  package init() {}

  /// Adds a child under `key`.
  package mutating func append(_ view: any View, key: ChildKey) {
    entries.append((key, view))
  }

  /// Adds a child identified by `id` (a `ForEach` element's), unless an earlier child
  /// had that id: SwiftUI leaves duplicates undefined, so the child is kept visible under
  /// its position instead, without state identity, and a warning says so once.
  package mutating func append<ID: Hashable>(_ view: any View, id: ID, seen: inout Set<ID>) {
    // `seen` keeps the ids' own type: hashing them typed is cheaper than as AnyHashable,
    // which counts for a parent re-listing thousands of rows.
    if seen.insert(id).inserted {
      append(view, key: ChildKey(.id(AnyHashable(id)), for: view))
    } else {
      Diagnostics.warnOnce("ForEach: the ID \(id) occurs more than once; views will be unstable")
      append(view, key: ChildKey(.index(entries.count), for: view))
    }
  }
}

/// The structural identity of a child among its siblings: where it sits (or its explicit
/// id) and its type. A child whose key changes is a new view, with new state.
package struct ChildKey: Hashable {
  /// Where the child sits.
  package enum Slot: Hashable {
    /// The only child.
    case single
    /// The n-th element of a tuple.
    case index(Int)
    /// The branch of an `if`/`else` or `switch`.
    case branch(Bool)
    /// An explicit identity: a `ForEach` element's id or `.id(_:)`.
    case id(AnyHashable)
    /// A named part of a control (its label, a presented sheet, …).
    case part(String)
  }

  package var slot: Slot
  package var type: ObjectIdentifier

  package init(_ slot: Slot, for view: any View) {
    self.slot = slot
    self.type = ObjectIdentifier(Swift.type(of: view))
  }
}

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

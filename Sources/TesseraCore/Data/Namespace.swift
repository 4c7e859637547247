/// An identity for a group of views, made once per view and kept while the view keeps its
/// identity: `@Namespace private var cards`, then `.matchedGeometryEffect(id:in: cards)`.
@propertyWrapper
public struct Namespace: InstallableProperty {
  /// A namespace's identity.
  public struct ID: Hashable, Sendable {
    let value: Int
  }

  /// The storage a node keeps for its namespace.
  private final class Box {
    let id: ID
    init(id: ID) { self.id = id }
  }

  private static let counter = NamespaceCounter()
  private var box: Box?

  /// A namespace for this view.
  public nonisolated init() {}

  /// The namespace's identity.
  @MainActor public var wrappedValue: ID {
    guard let box else {
      Diagnostics.warnOnce(
        "Reading a Namespace property outside View.body. This will lead to identifiers "
          + "that change on every read.")
      return ID(value: Self.counter.next())
    }
    return box.id
  }

  @MainActor package mutating func install(in node: ViewNode, slot: Int) {
    box = node.storage(at: slot) { Box(id: ID(value: Self.counter.next())) }
  }
}

/// Hands out namespace identities.
@MainActor
private final class NamespaceCounter {
  private var last = 0
  func next() -> Int {
    last += 1
    return last
  }
}

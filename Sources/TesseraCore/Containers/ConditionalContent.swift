/// One of two views, chosen by an `if`/`else` or a `switch`. The branches have separate
/// identities: switching branch replaces the view and its state.
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
  /// Which branch was taken.
  public enum Storage {
    /// The first branch.
    case trueContent(TrueContent)
    /// The second branch.
    case falseContent(FalseContent)
  }

  /// The branch taken and its view.
  public let storage: Storage

  /// Creates conditional content from the branch taken.
  public nonisolated init(storage: Storage) { self.storage = storage }
}

extension _ConditionalContent: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never
}

extension _ConditionalContent: PrimitiveView {
  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    switch storage {
    case .trueContent(let view): children.append(view, key: ChildKey(.branch(true), for: view))
    case .falseContent(let view): children.append(view, key: ChildKey(.branch(false), for: view))
    }
  }
}

extension Optional: View where Wrapped: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    if let view = self { children.append(view, key: ChildKey(.single, for: view)) }
  }
}

/// Marks `Optional` views, whose values casts would otherwise unwrap.
protocol OptionalView {}

extension Optional: OptionalView where Wrapped: View {}

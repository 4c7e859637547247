/// A reusable change to a view: write `body(content:)` and apply it with
/// `.modifier(_:)`. A modifier may have its own `@State` and environment properties.
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view the modifier produces.
  associatedtype Body: View
  /// The view being modified, as seen inside `body(content:)`.
  typealias Content = _ViewModifier_Content<Self>
  /// Produces the modified view from `content`.
  @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
  /// Built-in modifiers are applied by Tessera itself.
  public func body(content: Content) -> Never {
    fatalError("\(Self.self) is a primitive modifier and has no body")
  }
}

/// Stands for the modified view inside a `ViewModifier`'s `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never
  let content: any View

  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    children.append(content, key: ChildKey(.single, for: content))
  }
}

/// When the modified view stands for several (a modifier on a `ForEach` or `Group`), so
/// does `content`: a built-in modifier on it in `body(content:)` applies to each of them,
/// as in SwiftUI (`content.padding()` pads every element).
extension _ViewModifier_Content: SpreadableView, LazyRowSource {
  package var spreadsOverViews: Bool { standsForSeveralViews(content) }

  package func lazyRows(splittingSections: Bool) -> LazyRows {
    LazyRows.of(content, splittingSections: splittingSections)
  }
}

extension View {
  /// Applies `modifier` to this view.
  public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

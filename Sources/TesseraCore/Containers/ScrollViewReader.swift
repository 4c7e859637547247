import Foundation

/// Gives its content a proxy that scrolls the scroll views and lists inside it to a view
/// with a given id.
///
/// ```swift
/// ScrollViewReader { proxy in
///   List(messages) { MessageRow(message: $0) }
///     .onChange(of: messages.count) { proxy.scrollTo(messages.last?.id) }
/// }
/// ```
public struct ScrollViewReader<Content: View>: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never

  let content: (ScrollViewProxy) -> Content

  /// A reader whose `content` receives the proxy.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }
}

extension ScrollViewReader: PrimitiveView {
  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    let reader = node.locals.value { ScrollViewProxy.Reader() }
    reader.node = node
    let view = content(ScrollViewProxy(reader: reader))
    children.append(view, key: ChildKey(.single, for: view))
  }
}

/// Scrolls the scroll views and lists inside a `ScrollViewReader`.
public struct ScrollViewProxy: Sendable {
  /// The reader's node, which a proxy outlives harmlessly.
  final class Reader: @unchecked Sendable {
    // Read and written on the main actor only (the proxy's methods are main-actor).
    weak var node: ViewNode?
  }

  let reader: Reader

  /// Scrolls the scroll view or list containing the view with identity `id` (from
  /// `id(_:)` or a `ForEach` element's id) until that view shows: lined up at `anchor`
  /// with the same point of the scroll view, or, with no anchor, moved only as far as
  /// needed. Rows of a `List` or lazy stack that were not built yet are found too.
  ///
  /// Scrolling happens once the views have their frames: in `onAppear`, after the first
  /// layout.
  @MainActor public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    guard let node = reader.node, let graph = node.graph else { return }
    let request = ScrollRequest(id: AnyHashable(id), anchor: anchor, reader: reader)
    graph.performAfterLayout { request.perform(round: 0) }
  }
}

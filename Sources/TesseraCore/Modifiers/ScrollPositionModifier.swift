import Foundation

extension View {
  /// Binds the scroll position of the scroll view or list below to the identity of a
  /// view in it: setting `id` scrolls that view to `anchor` (the top by default), and
  /// scrolling sets `id` to the view now at the anchor.
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil)
    -> some View
  {
    modifier(
      ScrollPositionModifier(
        id: Binding(
          get: { id.wrappedValue.map { AnyHashable($0) } },
          set: { id.wrappedValue = $0?.base as? ID }),
        anchor: anchor))
  }

  /// Marks the layout below as the one whose views `scrollPosition(id:)` and
  /// `scrollTargetBehavior(.viewAligned)` use. Tessera uses any view with an identity,
  /// so this changes nothing.
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

  /// Sets how a scroll view settles after a scroll: by pages or on views. Tessera scrolls
  /// by the amounts its keys and wheel ask, so this is accepted and changes nothing.
  public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View { self }
}

/// How a scroll view settles after a scroll.
public protocol ScrollTargetBehavior {}

/// Settles on whole pages.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  /// The behaviour.
  public init() {}
}

/// Settles with a view of the target layout at the edge.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  /// The behaviour.
  public init() {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// Whole pages.
  public static var paging: PagingScrollTargetBehavior { .init() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// Views of the target layout.
  public static var viewAligned: ViewAlignedScrollTargetBehavior { .init() }
}

/// `scrollPosition(id:)`: scrolls to the bound identity when the app sets it, and sets
/// it to the view at the anchor when the user scrolls.
struct ScrollPositionModifier: PrimitiveModifier, InspectableElement {
  typealias Body = Never
  let id: Binding<AnyHashable?>
  let anchor: UnitPoint?

  /// The identity last scrolled to or reported, and the scroll offset it was for.
  final class Position {
    var id: AnyHashable?
    var offset: CGPoint?
    let reader = ScrollViewProxy.Reader()
  }

  func didMount(_ node: ViewNode) {
    let position = node.locals.value { Position() }
    position.reader.node = node
    scrollIfChanged(node, position: position)
  }

  func didUpdate(_ node: ViewNode, previous: any PrimitiveModifier) {
    guard let position = node.locals[Position.self] else { return }
    scrollIfChanged(node, position: position)
  }

  /// The app set another identity: scroll to it once laid out.
  private func scrollIfChanged(_ node: ViewNode, position: Position) {
    let wanted = id.wrappedValue
    guard wanted != position.id else { return }
    position.id = wanted
    guard let wanted else { return }
    let request = ScrollRequest(id: wanted, anchor: anchor ?? .top, reader: position.reader)
    node.graph?.performAfterLayout { request.perform(round: 0) }
  }

  var inspectionDescription: String { "scrollPosition" }
}

extension ScrollPositionModifier: NodeLayout {
  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    ImplicitStack.sizeThatFits(proposal, subviews: context.subviews())
  }

  /// Places the content; when the scroll view inside was scrolled since, reports the
  /// view now at the anchor once the layout is done.
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
    ImplicitStack.place(in: bounds, proposal: proposal, subviews: context.subviews())
    guard let position = context.node.locals[Position.self] else { return }
    let binding = id
    let anchor = anchor ?? .top
    Self.reportScroll(below: context.node, seen: &position.offset) { scroller, _ in
      let shown = Self.identity(at: anchor, in: scroller)
      guard let shown, shown != position.id else { return }
      position.id = shown
      binding.wrappedValue = shown
    }
  }

  /// After `node` is placed: when the scroll view below it has scrolled since the offset
  /// `seen` (which this updates; the first placement only records where it starts), runs
  /// `report` with that scroll view and its offset once the layout is done.
  static func reportScroll(
    below node: ViewNode, seen: inout CGPoint?,
    _ report: @escaping @MainActor (ViewNode, CGPoint) -> Void
  ) {
    guard let scroller = scroller(in: node), let state = scroller.locals[ScrollState.self],
      state.offset != seen
    else { return }
    let isFirst = seen == nil
    seen = state.offset
    guard !isFirst else { return }
    let offset = state.offset
    node.graph?.performAfterLayout { [weak node, weak scroller] in
      guard let node, let scroller, node.isMounted else { return }
      report(scroller, offset)
    }
  }

  /// The first scroll view or list at or below `node`.
  static func scroller(in node: ViewNode) -> ViewNode? {
    var found: ViewNode?
    ElementTree.walk(node) { current in
      guard found == nil else { return false }
      if current.locals.contains(ScrollState.self) { found = current }
      return found == nil
    }
    return found
  }

  /// The identity of the view with one (a `ForEach` row, an `id(_:)`) that covers the
  /// point at `anchor` of the scroll view, else the nearest below it.
  @MainActor static func identity(at anchor: UnitPoint, in scroller: ViewNode) -> AnyHashable? {
    let viewport = scroller.frame
    let line = viewport.minY + anchor.y * viewport.height
    var best: (id: AnyHashable, distance: CGFloat)?
    ElementTree.walk(scroller) { node in
      guard node !== scroller, case .id(let key) = node.key.slot else { return true }
      let frame = node.frame == .zero ? node.subtreeBounds : node.frame
      guard !frame.isNull, frame.maxY > viewport.minY, frame.minY < viewport.maxY else {
        return false
      }
      let distance = frame.minY <= line && frame.maxY > line ? 0 : abs(frame.minY - line)
      if best == nil || distance < best!.distance {
        best = (key.rowIDs.reversed().first ?? key, distance)
      }
      // Rows inside a row do not stand for the position.
      return false
    }
    return best?.id
  }
}

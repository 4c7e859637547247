import Foundation

/// `scrollPosition(_:)`: scrolls the scroll view below where the bound position names when
/// the app sets it, and sets the position when the user scrolls.
struct ScrollPositionBindingModifier: PrimitiveModifier, InspectableElement {
  typealias Body = Never
  let position: Binding<ScrollPosition>
  let anchor: UnitPoint?

  /// The request last carried out, and the scroll offset last seen.
  final class Applied {
    var request: Int?
    var offset: CGPoint?
    let reader = ScrollViewProxy.Reader()
  }

  func didMount(_ node: ViewNode) {
    let applied = node.locals.value { Applied() }
    applied.reader.node = node
    scrollIfAsked(node, applied: applied)
  }

  func didUpdate(_ node: ViewNode, previous: any PrimitiveModifier) {
    guard let applied = node.locals[Applied.self] else { return }
    scrollIfAsked(node, applied: applied)
  }

  /// The app set a position it has not been scrolled to: scroll there once laid out.
  private func scrollIfAsked(_ node: ViewNode, applied: Applied) {
    let wanted = position.wrappedValue
    guard wanted.request != applied.request else { return }
    applied.request = wanted.request
    guard wanted.target != .none, !wanted.isPositionedByUser else { return }
    node.graph?.performAfterLayout { [weak node] in
      guard let node, node.isMounted,
        let scroller = ScrollPositionModifier.scroller(in: node),
        let state = scroller.locals[ScrollState.self]
      else { return }
      switch wanted.target {
      case .none: return
      case .edge(let edge):
        var offset = state.offset
        switch edge {
        case .top: offset.y = 0
        case .bottom: offset.y = state.room.height
        case .leading: offset.x = 0
        case .trailing: offset.x = state.room.width
        }
        state.offset = state.clamped(offset)
      case .point(let x, let y):
        state.offset = state.clamped(CGPoint(x: x ?? state.offset.x, y: y ?? state.offset.y))
      case .view(let id, let anchor):
        ScrollRequest(id: id, anchor: anchor, reader: applied.reader).perform(round: 0)
      }
      // The app's own scroll is not the user's: it is not reported back.
      applied.offset = state.offset
      scroller.invalidatePlacement()
    }
  }

  var inspectionDescription: String { "scrollPosition" }
}

extension ScrollPositionBindingModifier: NodeLayout {
  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    ImplicitStack.sizeThatFits(proposal, subviews: context.subviews())
  }

  /// Places the content; when the user scrolled the scroll view inside since, sets the
  /// position to the view now at the anchor (else the offset) once the layout is done.
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
    ImplicitStack.place(in: bounds, proposal: proposal, subviews: context.subviews())
    guard let applied = context.node.locals[Applied.self] else { return }
    let binding = position
    let anchor = anchor
    ScrollPositionModifier.reportScroll(below: context.node, seen: &applied.offset) {
      scroller, offset in
      let view = ScrollPositionModifier.identity(at: anchor ?? .top, in: scroller)
      binding.wrappedValue = ScrollPosition.scrolledByUser(to: offset, view: view, anchor: anchor)
        .keepingRequest(of: binding.wrappedValue)
    }
  }
}

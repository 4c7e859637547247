import Foundation

/// Shows the first of its views that fits the space offered, or the last when none
/// does: a long label, then a short one; a row of buttons, then a menu.
///
/// A view fits when its ideal size along `axes` is within what the container offers.
/// Only the view chosen is shown; the others keep their state.
public struct ViewThatFits<Content: View>: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never

  let axes: Axis.Set
  let content: Content

  /// Chooses among the views `content` lists, measuring along `axes`.
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }
}

extension ViewThatFits: PrimitiveView, InspectableElement {
  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    let choice = node.locals.value(orMake: { ViewThatFitsChoice() })
    for item in ViewList.items(of: content) {
      let option = ViewThatFitsOption(content: item.view, id: item.id, choice: choice)
      children.append(option, key: ChildKey(.id(item.id), for: option))
    }
  }

  package var inspectionDescription: String { "ViewThatFits" }
}

extension ViewThatFits: NodeLayout {
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    guard let option = chosenOption(for: proposal, context: context) else { return .zero }
    return context.engine.sizeThatFits(option, proposal, axis: nil)
  }

  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  {
    guard let option = chosenOption(for: proposal, context: context),
      let choice = context.node.locals[ViewThatFitsChoice.self]
    else { return }
    guard case .id(let id) = option.key.slot else { return }
    if choice.id != id {
      // By key, not position: options may come and go, or change places.
      let previous = context.node.children.first { $0.key.slot == choice.id.map { .id($0) } }
      // The view shown before leaves the screen; what it drew is damage.
      for child in context.node.children where child !== option {
        context.node.graph?.damage.add(child.subtreeBounds)
      }
      choice.id = id
      // Their `onAppear`/`onDisappear` run as a tab's do when it is shown or left (in
      // the next update: this is the middle of a layout).
      if context.node.isVisible {
        previous?.contentVisibilityChanged(isVisible: false)
        option.contentVisibilityChanged(isVisible: true)
      }
    }
    let size = context.engine.sizeThatFits(option, proposal, axis: nil)
    context.engine.place(option, in: bounds.centered(size), proposal: proposal, axis: nil)
  }

  /// The first option whose ideal size along `axes` fits `proposal`, else the last.
  private func chosenOption(for proposal: ProposedViewSize, context: LayoutContext) -> ViewNode? {
    let options = context.node.children.filter { !$0.key.isPart }
    let ideal = ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
    for option in options {
      let size = context.engine.sizeThatFits(option, ideal, axis: nil)
      let fitsWidth =
        !axes.contains(.horizontal) || size.width <= (proposal.width ?? .infinity) + 0.001
      let fitsHeight =
        !axes.contains(.vertical) || size.height <= (proposal.height ?? .infinity) + 0.001
      if fitsWidth && fitsHeight { return option }
    }
    return options.last
  }
}

/// Which option a `ViewThatFits` shows, decided by its layout and shared with its
/// options, which hide themselves when not chosen.
@MainActor
final class ViewThatFitsChoice {
  /// The identity of the option shown, or nil before the first layout.
  var id: AnyHashable?
}

/// One of the views a `ViewThatFits` chooses among.
struct ViewThatFitsOption: View, PrimitiveView, ConcealingView {
  typealias Body = Never

  let content: any View
  let id: AnyHashable
  let choice: ViewThatFitsChoice

  func makeChildren(into children: inout ChildList, node: ViewNode) {
    children.append(content, key: ChildKey(.single, for: content))
  }

  /// Hidden unless chosen; before the first layout, every option is measured, and none
  /// is shown.
  var isConcealed: Bool { choice.id != id }
}

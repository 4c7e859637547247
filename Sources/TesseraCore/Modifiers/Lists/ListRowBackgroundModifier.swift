import Foundation

extension View {
  /// Places `view` behind this list row, across the row's whole width (its insets
  /// included). Outside a list or form, it has no effect, as in SwiftUI.
  public func listRowBackground<V: View>(_ view: V?) -> some View {
    modifier(ListRowBackgroundModifier(background: view.map { AnyView($0) }))
  }
}

/// A list row's background: a decoration behind the row, widened by the row's insets.
package struct ListRowBackgroundModifier: PrimitiveModifier, InspectableElement {
  package typealias Body = Never

  let background: AnyView?

  package func makeExtraChildren(into children: inout ChildList, node: ViewNode) {
    guard let background, Self.list(around: node) != nil else { return }
    children.append(background, key: ChildKey(.part("background"), for: background))
  }

  package var inspectionDescription: String { "listRowBackground" }

  /// The list or section around `node`, if it is in one.
  @MainActor static func list(around node: ViewNode) -> ViewNode? {
    var current = node.parent
    while let ancestor = current {
      if ancestor.view(as: (any LazyRowContainer).self) != nil
        || ancestor.view(as: (any SectionLayout).self) != nil
      {
        return ancestor
      }
      current = ancestor.parent
    }
    return nil
  }

  /// The insets the list gave the row `node` is in: `listRowInsets` around it, else the
  /// default.
  @MainActor static func insets(of node: ViewNode, metrics: any LayoutMetrics) -> EdgeInsets {
    var current: ViewNode? = node
    while let ancestor = current {
      if let insets = ancestor.primitiveModifier as? ListRowInsetsModifier {
        return insets.insets ?? ListRowsLayout.defaultInsets(metrics)
      }
      if ancestor.view(as: (any LazyRowContainer).self) != nil
        || ancestor.view(as: (any SectionLayout).self) != nil
      {
        break
      }
      current = ancestor.parent
    }
    return ListRowsLayout.defaultInsets(metrics)
  }
}

extension ListRowBackgroundModifier: NodeLayout {
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    ImplicitStack.sizeThatFits(proposal, subviews: context.subviews())
  }

  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  {
    ImplicitStack.place(in: bounds, proposal: proposal, subviews: context.subviews())
    let insets = Self.insets(of: context.node, metrics: context.metrics)
    // The list offers a row its whole width (less the insets), however little it takes.
    let width = proposal.width.flatMap { $0.isFinite ? max($0, bounds.width) : nil } ?? bounds.width
    let row = CGRect(
      x: bounds.minX - insets.leading, y: bounds.minY - insets.top,
      width: width + insets.leading + insets.trailing,
      height: bounds.height + insets.top + insets.bottom)
    for subview in context.subviews(part: "background") {
      subview.place(at: row.origin, proposal: ProposedViewSize(row.size))
    }
  }
}

import Foundation

/// A count or a short label shown with a tab's item in the tab bar, or at the trailing
/// edge of a list row: what `.badge(_:)` sets. Elsewhere it shows nothing.
package struct BadgeModifier: PrimitiveModifier, InspectableElement {
  package typealias Body = Never
  /// The badge, or nil for none.
  let text: Text?

  package func makeExtraChildren(into children: inout ChildList, node: ViewNode) {
    guard let text, node.isListRow else { return }
    let badge = text.foregroundColor(.secondary)
    children.append(badge, key: ChildKey(.part("badge"), for: badge))
  }

  package var inspectionDescription: String { "badge(\(text?.plainText ?? "none"))" }
}

extension BadgeModifier: NodeLayout {
  /// In a list row, the row's content at the leading edge and the badge at the trailing
  /// edge, as wide as offered; elsewhere the content alone.
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    let badge = ImplicitStack.sizeThatFits(.unspecified, subviews: context.subviews(part: "badge"))
    guard badge.width > 0 else {
      return ImplicitStack.sizeThatFits(proposal, subviews: context.subviews())
    }
    let gap = context.metrics.defaultSpacing.width
    let inner = ProposedViewSize(
      width: proposal.width.map { max($0 - badge.width - gap, 0) }, height: proposal.height)
    let content = ImplicitStack.sizeThatFits(inner, subviews: context.subviews())
    let ideal = content.width + gap + badge.width
    let width = proposal.width.flatMap { $0.isFinite ? max($0, ideal) : nil } ?? ideal
    return CGSize(width: width, height: max(content.height, badge.height))
  }

  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  {
    let badges = context.subviews(part: "badge")
    let badge = ImplicitStack.sizeThatFits(.unspecified, subviews: badges)
    // Outside a list row (a tab's page) there is no badge: the content takes the frame
    // as offered, as it would without the modifier.
    guard badge.width > 0 else {
      ImplicitStack.place(in: bounds, proposal: proposal, subviews: context.subviews())
      return
    }
    let gap = context.metrics.defaultSpacing.width
    let inner = ProposedViewSize(width: max(bounds.width - badge.width - gap, 0), height: nil)
    let content = ImplicitStack.sizeThatFits(inner, subviews: context.subviews())
    ImplicitStack.place(
      in: CGRect(
        x: bounds.minX, y: bounds.midY - content.height / 2, width: content.width,
        height: content.height),
      proposal: inner, subviews: context.subviews())
    ImplicitStack.place(
      in: CGRect(
        x: bounds.maxX - badge.width, y: bounds.midY - badge.height / 2, width: badge.width,
        height: badge.height),
      subviews: badges)
  }
}

extension ViewNode {
  /// Whether this node is a row of a `List`: its child, or a child of the `ForEach`,
  /// `Group`, `Section` or modifier on every row that the list's rows come from.
  package var isListRow: Bool {
    guard !key.isPart else { return false }
    var ancestor = parent
    while let current = ancestor {
      if current.view(as: (any RowSelecting).self) != nil { return true }
      let lists =
        current.view(as: (any ListableView).self) != nil
        || current.view(as: (any RowGroup).self) != nil
        || current.view(as: (any SpreadableView).self)?.spreadsOverViews == true
      guard lists else { return false }
      ancestor = current.parent
    }
    return false
  }
}

extension View {
  /// A count on this view's tab item, or at the trailing edge of its list row; 0 shows
  /// none.
  public func badge(_ count: Int) -> some View {
    modifier(BadgeModifier(text: count == 0 ? nil : Text(verbatim: "\(count)")))
  }

  /// A label on this view's tab item, or at the trailing edge of its list row; nil shows
  /// none.
  public func badge(_ label: Text?) -> some View {
    modifier(BadgeModifier(text: label))
  }

  /// A label from a localized key; nil shows none.
  public func badge(_ key: LocalizedStringKey?) -> some View {
    modifier(BadgeModifier(text: key.map { Text($0) }))
  }

  /// A label from a string; nil shows none.
  @_disfavoredOverload
  public func badge<S: StringProtocol>(_ label: S?) -> some View {
    modifier(BadgeModifier(text: label.map { Text($0) }))
  }
}

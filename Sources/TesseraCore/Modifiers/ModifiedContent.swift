/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
  /// The view being modified.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// Applies `modifier` to `content`.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never
}

extension ModifiedContent: PrimitiveView, ModifiedView
where Content: View, Modifier: ViewModifier {
  package var primitiveModifier: (any PrimitiveModifier)? {
    // Spread over several views (or a grid row's cells), the modifier is on each of
    // them, not here.
    spreadsOverViews || standsForRow ? nil : modifier as? any PrimitiveModifier
  }

  /// Whether a built-in modifier applies to each view its content stands for: as in
  /// SwiftUI, a modifier on a `ForEach`, a `Group` or a tuple of views applies to each of
  /// them (`ForEach(bars) { Capsule() }.offset(y: 4)` moves every bar, and a stack still
  /// lays the bars out one beside the other). A custom `ViewModifier` is one modifier,
  /// with one `body` and one set of `@State`, around all of them.
  @MainActor package var spreadsOverViews: Bool {
    modifier is any PrimitiveModifier && standsForSeveralViews(content)
  }

  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    if let row = standInRow {
      children.append(row, key: ChildKey(.single, for: row))
    } else if spreadsOverViews {
      var seen = Set<AnyHashable>()
      for row in lazyRows.all { children.append(row.view, id: row.id, seen: &seen) }
    } else if let wrapping = modifier as? any WrappingModifier {
      let wrapped = wrapping.wrap(content)
      children.append(wrapped, key: ChildKey(.single, for: wrapped))
    } else if let primitive = modifier as? any PrimitiveModifier {
      children.append(content, key: ChildKey(.single, for: content))
      primitive.makeExtraChildren(into: &children, node: node)
    } else {
      var custom = modifier
      node.installProperties(in: &custom)
      let body = node.trackingBody(of: Modifier.self) {
        custom.body(content: _ViewModifier_Content<Modifier>(content: content))
      }
      children.append(body, key: ChildKey(.single, for: body))
    }
  }
}

extension ModifiedContent: SpreadableView where Content: View, Modifier: ViewModifier {}

/// A modified view that may stand for several views, each modified (see
/// `ModifiedContent.spreadsOverViews`): containers that list views (`ViewList`) look
/// through it.
@MainActor
package protocol SpreadableView {
  /// Whether the modifier applies to each of several views.
  var spreadsOverViews: Bool { get }
  /// The views, each with the modifier applied and its id; nil when the modifier is on
  /// one view.
  var spreadViews: [(view: any View, id: AnyHashable?)]? { get }
}

extension SpreadableView where Self: LazyRowSource {
  package var spreadViews: [(view: any View, id: AnyHashable?)]? {
    spreadsOverViews ? lazyRows.all.map { ($0.view, $0.id) } : nil
  }
}

/// Whether `view` stands for several views: a `ForEach`, `Group` or tuple, or a built-in
/// modifier already spread over several (`ForEach(…).padding().offset(y: 4)`).
@MainActor
func standsForSeveralViews(_ view: any View) -> Bool {
  if view is any MultipleViews { return true }
  let spread = view as? any SpreadableView
  return spread?.spreadsOverViews == true
}

/// A view that stands for several views side by side (a `ForEach`, a `Group`, a tuple
/// from a view builder): a modifier on it applies to each of them.
@MainActor
package protocol MultipleViews {}

extension ForEach: MultipleViews {}
extension Group: MultipleViews {}
extension TupleView: MultipleViews {}

extension ViewModifier {
  /// Chains `modifier` after this one.
  public func concat<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// Type-erased access to the modifier of a `ModifiedContent`.
@MainActor
package protocol ModifiedView {
  /// The modifier, when Tessera applies it itself.
  var primitiveModifier: (any PrimitiveModifier)? { get }
}

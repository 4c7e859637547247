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
  package var primitiveModifier: (any PrimitiveModifier)? { modifier as? any PrimitiveModifier }

  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    if let primitive = modifier as? any PrimitiveModifier {
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

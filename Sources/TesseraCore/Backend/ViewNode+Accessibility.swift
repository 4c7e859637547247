extension ViewNode {
  /// The modifiers applied directly around this node, innermost first: the chain of
  /// modifier nodes above it, up to the first node that is not a built-in modifier.
  package var enclosingModifiers: [any PrimitiveModifier] {
    var result: [any PrimitiveModifier] = []
    var child = self
    // Only through the modified content, never from an overlay, background or
    // presentation (named parts) up into the view they decorate.
    while !child.key.isPart, let node = child.parent, let modifier = node.primitiveModifier {
      result.append(modifier)
      child = node
    }
    return result
  }

  /// The outermost of the modifiers applied directly around this node (the node itself
  /// when none is): the last of the chain `enclosingModifiers` walks.
  package var outermostModifier: ViewNode {
    var top = self
    while !top.key.isPart, let parent = top.parent, parent.primitiveModifier != nil {
      top = parent
    }
    return top
  }

  /// The accessibility property `property` set on this view (by a modifier applied to
  /// it, or to a view whose body is this view alone: a custom view of one text, a
  /// representable's wrapper), if any.
  package func accessibility(_ property: AccessibilityModifier.Property) -> String? {
    var node = self
    while true {
      if let found = node.ownAccessibility(property) { return found }
      // The outermost modifier around `node`, then the view whose body that is.
      let top = node.outermostModifier
      // Only a view with a body: a container's label (a list's, a stack's) is its own.
      guard !top.key.isPart, let parent = top.parent, parent.children.count == 1,
        parent.view(as: (any PrimitiveView).self) == nil
      else { return nil }
      node = parent
    }
  }

  private func ownAccessibility(_ property: AccessibilityModifier.Property) -> String? {
    let own = [primitiveModifier].compactMap { $0 } + enclosingModifiers
    return own.lazy.compactMap { $0 as? AccessibilityModifier }
      .first { $0.property == property }?.text
  }

  /// What assistive technologies present this view as (`accessibilityAddTraits`,
  /// `accessibilityRemoveTraits`, `accessibilityHeading`), and the level of a heading.
  ///
  /// As in SwiftUI, traits given to a container reach each view inside it, and a
  /// modifier nearer the view wins over one further out. A presentation's content starts
  /// afresh: it is not part of the view that presents it.
  package var accessibilityTraits: (traits: AccessibilityTraits, level: AccessibilityHeadingLevel) {
    var modifiers: [AccessibilityElementModifier] = []
    var node: ViewNode? = self
    while let current = node, current.view(as: (any PresentationElement).self) == nil {
      if let modifier = current.primitiveModifier as? AccessibilityElementModifier {
        modifiers.append(modifier)
      }
      node = current.parent
    }
    var traits: AccessibilityTraits = []
    var level = AccessibilityHeadingLevel.unspecified
    for modifier in modifiers.reversed() {
      traits = modifier.applied(to: traits)
      level = modifier.headingLevel ?? level
    }
    return (traits, traits.contains(.isHeader) ? level : .unspecified)
  }

  /// Whether `accessibilityHidden(true)` was applied to this view itself.
  package var isHiddenFromAccessibility: Bool {
    (primitiveModifier as? AccessibilityElementModifier)?.hides == true
  }

  /// What a user hears or reads for this view: its accessibility label if it has one,
  /// else the texts inside it in order (a descendant's accessibility label standing for
  /// its subtree; for a control, only its label part; none hidden with
  /// `accessibilityHidden`, and none at all under `accessibilityElement(children:
  /// .ignore)`), else the spoken names of the images inside it (an icon-only button's
  /// symbol), else its own title (a text field's placeholder).
  package var readableLabel: String {
    if let label = accessibility(.label) { return label }
    let own = [primitiveModifier].compactMap { $0 } + enclosingModifiers
    let ignoresChildren = own.contains {
      ($0 as? AccessibilityElementModifier)?.ignoresChildren == true
    }
    // A control's label is its label part only, not its options or value.
    let scope = children.first { $0.key.slot == .part("label") } ?? self
    var texts: [String] = []
    var images: [String] = []
    ElementTree.walk(scope) { node in
      // `accessibilityElement(children: .ignore)` and `accessibilityHidden(true)`.
      if ignoresChildren { return false }
      if (node.primitiveModifier as? AccessibilityElementModifier)?.hides == true {
        return false
      }
      if node !== self, let modifier = node.primitiveModifier as? AccessibilityModifier,
        modifier.property == .label
      {
        texts.append(modifier.text)
        return false
      }
      if let text = node.view(as: Text.self) { texts.append(text.plainText) }
      if let name = node.view(as: Image.self)?.spokenName { images.append(name) }
      return true
    }
    if texts.isEmpty, !images.isEmpty { return images.joined(separator: " ") }
    if texts.isEmpty, let title = self.view(as: (any InspectableElement).self)?.inspectionTitle {
      return title
    }
    return texts.joined(separator: " ")
  }
}

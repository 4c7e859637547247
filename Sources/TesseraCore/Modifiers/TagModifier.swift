/// Marks a view as the option for `tag` in a `Picker` or the page for `tag` in a
/// `TabView`.
struct TagModifier: PrimitiveModifier, InspectableElement {
  typealias Body = Never
  let tag: AnyHashable

  var inspectionDescription: String { "tag(\(tag.base))" }
}

extension View {
  /// Marks this view as the choice whose value is `tag`.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    modifier(TagModifier(tag: AnyHashable(tag)))
  }
}

/// Reads the modifiers wrapped around a view value without rendering it.
@MainActor
package enum ModifierChain {
  /// The built-in modifiers applied to `view`, outermost first.
  package static func modifiers(of view: any View) -> [any PrimitiveModifier] {
    var result: [any PrimitiveModifier] = []
    var current: any View = view
    while let modified = current as? any ModifiedContentInspection {
      if let modifier = modified.primitiveModifier { result.append(modifier) }
      current = modified.contentView
    }
    return result
  }

  /// The tag set on `view` with `.tag(_:)`, if any.
  package static func tag(of view: any View) -> AnyHashable? {
    modifiers(of: view).lazy.compactMap { ($0 as? TagModifier)?.tag }.first
  }
}

/// Type-erased access to a `ModifiedContent`'s parts.
@MainActor
package protocol ModifiedContentInspection {
  /// The modifier, when built in.
  var primitiveModifier: (any PrimitiveModifier)? { get }
  /// The modified view.
  var contentView: any View { get }
}

extension ModifiedContent: ModifiedContentInspection where Content: View, Modifier: ViewModifier {
  package var contentView: any View { content }
}

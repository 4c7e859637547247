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

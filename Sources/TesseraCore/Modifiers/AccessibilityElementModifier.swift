/// What assistive technologies make of a view beyond its label: whether they see it at
/// all, how its children count, its traits, its actions.
///
/// Tessera reads `hidden` and `children: .ignore` when it composes what a view reads as
/// (its label in tests, in the terminal's menus and GTK's accessible names), and traits
/// for what it is presented as (`ViewNode.accessibilityTraits`); sort priorities and
/// named actions are kept for the backends' accessibility trees.
package struct AccessibilityElementModifier: PrimitiveModifier, InspectableElement {
  package typealias Body = Never

  /// What the modifier says.
  package enum Detail {
    case hidden(Bool)
    case children(AccessibilityChildBehavior)
    case addTraits(AccessibilityTraits)
    case removeTraits(AccessibilityTraits)
    /// A heading (`isHeader`) of the given level.
    case heading(AccessibilityHeadingLevel)
    case sortPriority(Double)
    case action(name: String, handler: () -> Void)
  }

  let detail: Detail

  package var isInspectable: Bool {
    if case .hidden = detail { return true }
    return false
  }

  package var inspectionDescription: String {
    if case .hidden(let isHidden) = detail { return "accessibilityHidden(\(isHidden))" }
    return "accessibility"
  }

  /// Whether it hides the view from assistive technologies.
  var hides: Bool {
    if case .hidden(true) = detail { return true }
    return false
  }

  /// `traits` with what the modifier adds or removes.
  func applied(to traits: AccessibilityTraits) -> AccessibilityTraits {
    switch detail {
    case .addTraits(let added): traits.union(added)
    case .removeTraits(let removed): traits.subtracting(removed)
    case .heading: traits.union(.isHeader)
    default: traits
    }
  }

  /// The heading level it sets, if any.
  var headingLevel: AccessibilityHeadingLevel? {
    if case .heading(let level) = detail { return level }
    return nil
  }

  /// Whether it keeps the view's children from being read as part of it.
  var ignoresChildren: Bool {
    if case .children(let behavior) = detail { return behavior == .ignore }
    return false
  }
}

/// An action assistive technologies offer on a view.
public struct AccessibilityActionKind: Hashable, Sendable {
  let name: String

  /// The view's main action (activating it).
  public static let `default` = AccessibilityActionKind(name: "default")
  /// Leaving the view (a swipe back).
  public static let escape = AccessibilityActionKind(name: "escape")
  /// The "magic tap" of a screen reader.
  public static let magicTap = AccessibilityActionKind(name: "magicTap")

  /// An action of the given name.
  public init(named name: Text) { self.name = name.plainText }

  init(name: String) { self.name = name }
}

extension View {
  /// Hides this view from assistive technologies (when `hidden`): it is not read.
  public func accessibilityHidden(_ hidden: Bool) -> some View {
    modifier(AccessibilityElementModifier(detail: .hidden(hidden)))
  }

  /// Makes this view one accessibility element, whose children are ignored, contained or
  /// combined into it.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore)
    -> some View
  {
    modifier(AccessibilityElementModifier(detail: .children(children)))
  }

  /// Adds `traits` to what this view is presented as.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    modifier(AccessibilityElementModifier(detail: .addTraits(traits)))
  }

  /// Removes `traits` from what this view is presented as.
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
    modifier(AccessibilityElementModifier(detail: .removeTraits(traits)))
  }

  /// The order in which this view is read among its siblings (higher first).
  public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
    modifier(AccessibilityElementModifier(detail: .sortPriority(sortPriority)))
  }

  /// An action assistive technologies offer on this view.
  public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> some View {
    modifier(AccessibilityElementModifier(detail: .action(name: actionKind.name, handler: handler)))
  }

  /// An action named `name` that assistive technologies offer on this view.
  public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void)
    -> some View
  {
    modifier(AccessibilityElementModifier(detail: .action(name: name.plainText, handler: handler)))
  }

  /// An action named `nameKey` that assistive technologies offer on this view.
  public func accessibilityAction(
    named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void
  ) -> some View {
    modifier(
      AccessibilityElementModifier(detail: .action(name: nameKey.resolved(), handler: handler)))
  }

  /// The value assistive technologies read for this view (a slider's "40 percent").
  public func accessibilityValue(_ value: Text) -> some View {
    modifier(AccessibilityModifier(property: .value, text: value.plainText))
  }

  /// The value assistive technologies read for this view.
  public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
    modifier(AccessibilityModifier(property: .value, text: valueKey.resolved()))
  }

  /// The value assistive technologies read for this view.
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
    modifier(AccessibilityModifier(property: .value, text: String(value)))
  }

  /// A hint about what activating this view does.
  public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
    modifier(AccessibilityModifier(property: .hint, text: hintKey.resolved()))
  }

  /// A hint about what activating this view does.
  @_disfavoredOverload
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
    modifier(AccessibilityModifier(property: .hint, text: String(hint)))
  }
}

/// Hints a TV remote's or a pointer's focus engine reads (tvOS, iPadOS): which views gather
/// focus, which one it prefers, and how a view reacts to a hovering pointer. The terminal
/// and GTK move the focus in reading order with Tab and the arrows, so they are accepted
/// and change nothing here.
extension View {
  /// Makes this view a section the remote's focus moves into as one. Accepted.
  public func focusSection() -> some View { self }

  /// Makes this view the one focus prefers in `namespace`'s scope. Accepted: focus starts
  /// at the first control in reading order.
  public func prefersDefaultFocus(_ prefersDefaultFocus: Bool = true, in namespace: Namespace.ID)
    -> some View
  {
    self
  }

  /// Makes this view the scope of `prefersDefaultFocus` in `namespace`. Accepted.
  public func focusScope(_ namespace: Namespace.ID) -> some View { self }

  /// How this view reacts to a hovering iPad pointer. Accepted: the terminal highlights
  /// what the mouse is over its own way, and GTK its widgets.
  public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true)
    -> some View
  {
    self
  }

  /// Lets the app's gestures run before the system's at the screen's `edges`. There are no
  /// system edge gestures in a terminal or a desktop window.
  public func defersSystemGestures(on edges: Edge.Set) -> some View { self }
}

/// How a view reacts to a hovering iPad pointer (`hoverEffect`).
public struct HoverEffect: Equatable, Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = HoverEffect(name: "automatic")
  /// A highlight behind the view.
  public static let highlight = HoverEffect(name: "highlight")
  /// The view lifts, with a shadow.
  public static let lift = HoverEffect(name: "lift")
}

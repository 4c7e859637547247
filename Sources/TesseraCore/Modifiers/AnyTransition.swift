import Foundation

/// How a view enters and leaves the tree when a change inserts or removes it, set with
/// `.transition(_:)`. Tessera's backends insert and remove views at once, so a transition
/// is recorded but not drawn.
public struct AnyTransition: Sendable {
  /// What the transition does, for backends that draw it.
  package indirect enum Effect: Equatable, Sendable {
    case identity
    case opacity
    case scale(CGFloat, anchor: UnitPoint)
    case move(Edge)
    case offset(CGSize)
    case slide
    case asymmetric(insertion: Effect, removal: Effect)
    case combined(Effect, Effect)
    case animated(Effect, Animation?)
    case modifier(ModifierTransition)

    /// The custom modifier transition in this effect, if any.
    var modifierTransition: ModifierTransition? {
      switch self {
      case .modifier(let transition): transition
      case .asymmetric(let first, let second), .combined(let first, let second):
        first.modifierTransition ?? second.modifierTransition
      case .animated(let inner, _): inner.modifierTransition
      default: nil
      }
    }
  }

  /// What the transition does.
  package let effect: Effect

  package init(_ effect: Effect) { self.effect = effect }

  /// No change: the view is simply inserted or removed.
  public static let identity = AnyTransition(.identity)
  /// Fades the view in on insertion and out on removal.
  public static let opacity = AnyTransition(.opacity)
  /// Grows the view from nothing on insertion and shrinks it on removal.
  public static let scale = AnyTransition(.scale(0, anchor: .center))
  /// Slides the view in from the leading edge and out toward the trailing edge.
  public static let slide = AnyTransition(.slide)

  /// Scales the view from `scale` on insertion and to it on removal, about `anchor`.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition(.scale(scale, anchor: anchor))
  }

  /// Moves the view in from `edge` on insertion and out toward it on removal.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(.move(edge)) }

  /// Moves the view in from `offset` on insertion and out to it on removal.
  public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(.offset(offset)) }

  /// Moves the view in from an offset of `x`, `y` on insertion and out to it on removal.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    offset(CGSize(width: x, height: y))
  }

  /// Pushes the view in from `edge` on insertion, fading in, and out toward the opposite
  /// edge on removal, fading out: as a new page pushes the old one away (iOS 17).
  public static func push(from edge: Edge) -> AnyTransition {
    let opposite: Edge =
      switch edge {
      case .top: .bottom
      case .bottom: .top
      case .leading: .trailing
      case .trailing: .leading
      }
    return .asymmetric(insertion: .move(edge: edge), removal: .move(edge: opposite))
      .combined(with: .opacity)
  }

  /// Replaces the view by blurring it out and the new one in, scaling as they change
  /// (iOS 17). Tessera draws the scale and the fade; a terminal cannot blur part of the
  /// way.
  public static let blurReplace = AnyTransition.scale(scale: 0.8).combined(with: .opacity)

  /// One transition for insertion and another for removal.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition)
    -> AnyTransition
  {
    AnyTransition(.asymmetric(insertion: insertion.effect, removal: removal.effect))
  }

  /// This transition and `other` at the same time.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(.combined(effect, other.effect))
  }

  /// A transition made of a modifier of the app's: the view shows with `identity` while
  /// present, and enters from and leaves to `active`. Tessera shows the view with
  /// `identity` and fades it in and out (it does not draw the view with `active` part of
  /// the way).
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    AnyTransition(.modifier(ModifierTransition(identity: identity)))
  }

  /// This transition, run with `animation`.
  public func animation(_ animation: Animation?) -> AnyTransition {
    AnyTransition(.animated(effect, animation))
  }
}

/// A transition's modifier of the app's, applied to the view while it is present.
package final class ModifierTransition: Equatable, @unchecked Sendable {
  // Unchecked: the modifier is a value the app made on the main actor, and is only used
  // there (when the view's body is built).
  private let identityModifier: Any
  private let applyIdentity: @MainActor @Sendable (AnyView, Any) -> AnyView

  init<E: ViewModifier>(identity: E) {
    identityModifier = identity
    applyIdentity = { view, modifier in
      (modifier as? E).map { AnyView(view.modifier($0)) } ?? view
    }
  }

  /// `view` with the identity modifier.
  @MainActor func present(_ view: AnyView) -> AnyView { applyIdentity(view, identityModifier) }

  package static func == (lhs: ModifierTransition, rhs: ModifierTransition) -> Bool {
    lhs === rhs
  }
}

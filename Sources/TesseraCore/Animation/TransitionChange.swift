import Foundation

/// How a transition changes a view at the far end of its insertion (where it starts) or
/// removal (where it ends): moved, faded, scaled, and maybe with an animation of its own.
package struct TransitionChange: Equatable {
  /// How far the view is moved, in points.
  var shift = CGSize.zero
  /// How opaque it is (1: as it is).
  var opacity = 1.0
  /// How much it is scaled about `anchor` (1: as it is).
  var scale = CGSize(width: 1, height: 1)
  /// The point it is scaled about, as a fraction of its frame.
  var anchor = UnitPoint.center
  /// The transition's own animation (`AnyTransition.animation(_:)`), if it has one; nil
  /// inside: no animation at all.
  var animation: Animation??

  /// The change `effect` makes for a view of `frame`, on insertion or on removal; when
  /// `reducingMotion`, a change that moves or scales the view fades it instead.
  init(
    _ effect: AnyTransition.Effect, isInsertion: Bool, frame: CGRect, reducingMotion: Bool = false
  ) {
    self = Self.change(effect, isInsertion: isInsertion, frame: frame)
    if reducingMotion, shift != .zero || scale != CGSize(width: 1, height: 1) {
      shift = .zero
      scale = CGSize(width: 1, height: 1)
      opacity = 0
    }
  }

  private init() {}

  private static func change(_ effect: AnyTransition.Effect, isInsertion: Bool, frame: CGRect)
    -> TransitionChange
  {
    var change = TransitionChange()
    change.apply(effect, isInsertion: isInsertion, frame: frame)
    return change
  }

  private mutating func apply(_ effect: AnyTransition.Effect, isInsertion: Bool, frame: CGRect) {
    switch effect {
    case .identity:
      break
    case .opacity:
      opacity = 0
    case .scale(let factor, let anchor):
      scale = CGSize(width: factor, height: factor)
      self.anchor = anchor
    case .move(let edge):
      shift = Self.shift(toward: edge, frame: frame)
    case .offset(let offset):
      shift = offset
    case .slide:
      shift = Self.shift(toward: isInsertion ? .leading : .trailing, frame: frame)
    case .asymmetric(let insertion, let removal):
      apply(isInsertion ? insertion : removal, isInsertion: isInsertion, frame: frame)
    case .combined(let first, let second):
      apply(first, isInsertion: isInsertion, frame: frame)
      let other = Self.change(second, isInsertion: isInsertion, frame: frame)
      shift.width += other.shift.width
      shift.height += other.shift.height
      opacity *= other.opacity
      scale.width *= other.scale.width
      scale.height *= other.scale.height
      if other.scale != CGSize(width: 1, height: 1) { anchor = other.anchor }
      animation = animation ?? other.animation
    case .animated(let inner, let animation):
      apply(inner, isInsertion: isInsertion, frame: frame)
      self.animation = .some(animation)
    case .modifier:
      // A modifier of the app's is not drawn part of the way: the view fades.
      opacity = 0
    }
  }

  /// Whether the change leaves the view as it is.
  var isIdentity: Bool {
    shift == .zero && opacity == 1 && scale == CGSize(width: 1, height: 1)
  }

  /// A move by the view's own size toward `edge`, as `move(edge:)` makes.
  private static func shift(toward edge: Edge, frame: CGRect) -> CGSize {
    switch edge {
    case .leading: CGSize(width: -frame.width, height: 0)
    case .trailing: CGSize(width: frame.width, height: 0)
    case .top: CGSize(width: 0, height: -frame.height)
    case .bottom: CGSize(width: 0, height: frame.height)
    }
  }
}

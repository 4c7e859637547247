import Foundation

/// A modifier that moves, turns or scales where a view is drawn, without changing its
/// layout: `effectValue(size:)` gives the transform for the view's size. Being
/// `Animatable`, an effect whose `animatableData` changes under an animation is drawn
/// at each step between the old and the new value (a shake, a flip).
///
/// ```swift
/// struct Shake: GeometryEffect {
///   var shakes: CGFloat
///   var animatableData: CGFloat {
///     get { shakes }
///     set { shakes = newValue }
///   }
///   func effectValue(size: CGSize) -> ProjectionTransform {
///     ProjectionTransform(CGAffineTransform(translationX: 8 * sin(shakes * .pi * 2), y: 0))
///   }
/// }
/// ```
public protocol GeometryEffect: Animatable, ViewModifier {
  /// The transform the view is drawn with, given its size.
  func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
  /// The content drawn through the effect's transform for its size (`projectionEffect`).
  public func body(content: Content) -> some View {
    GeometryEffectBody(content: content, effect: self)
  }

  /// The effect, which already leaves layout alone: what SwiftUI's `ignoredByLayout()`
  /// asks for (its geometry readers see the untransformed frame, as here).
  public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> { _IgnoredByLayoutEffect(self) }
}

/// A geometry effect that layout ignores: what `ignoredByLayout()` returns.
public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
  /// The effect.
  public var base: Base

  /// Wraps `base`.
  public init(_ base: Base) { self.base = base }

  /// The base effect's data.
  public var animatableData: Base.AnimatableData {
    get { base.animatableData }
    set { base.animatableData = newValue }
  }

  /// The base effect's transform.
  public func effectValue(size: CGSize) -> ProjectionTransform { base.effectValue(size: size) }
}

/// Draws a modifier's content through a geometry effect. The effect is given the size
/// the content was last laid out at (zero before the first layout), so an effect that
/// depends on the size settles one update after a change of size.
struct GeometryEffectBody<Effect: GeometryEffect>: View {
  var content: _ViewModifier_Content<Effect>
  var effect: Effect
  @State private var size = CGSize.zero

  var body: some View {
    content
      .projectionEffect(effect.effectValue(size: size))
      .onGeometryChange(for: CGSize.self, of: { $0.size }, action: { size = $0 })
  }
}

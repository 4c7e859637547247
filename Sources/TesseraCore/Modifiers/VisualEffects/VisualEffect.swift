import Foundation

/// Effects that change how a view is drawn and not its layout: what the closures of
/// `visualEffect(_:)` and `scrollTransition(_:axis:transition:)` return, built up from
/// the ``EmptyVisualEffect`` they are given:
/// ```swift
/// .scrollTransition { content, phase in
///   content.opacity(phase.isIdentity ? 1 : 0.3).scaleEffect(phase.isIdentity ? 1 : 0.8)
/// }
/// ```
public protocol VisualEffect {
  /// What the effects add up to.
  var _visualEffectState: VisualEffectState { get }
}

/// No effect: the start of every chain of effects.
public struct EmptyVisualEffect: VisualEffect {
  /// Nothing changes.
  public init() {}

  /// What the effects add up to: nothing.
  public var _visualEffectState: VisualEffectState { VisualEffectState() }
}

/// Effects added to others: what ``VisualEffect``'s methods return.
public struct VisualEffectChain: VisualEffect {
  /// What the effects add up to.
  public let _visualEffectState: VisualEffectState
}

/// What a chain of visual effects adds up to, as the values of the modifiers that draw it.
/// Two states mix value by value, which is how a scroll transition moves between phases.
public struct VisualEffectState: Equatable, Sendable {
  var opacity = 1.0
  var scale = CGSize(width: 1, height: 1)
  var scaleAnchor = UnitPoint.center
  var rotation = Angle.zero
  var rotationAnchor = UnitPoint.center
  var offset = CGSize.zero
  var blurRadius: CGFloat = 0
  var brightness = 0.0
  var saturation = 1.0
  var grayscale = 0.0

  /// This state `fraction` (0…1) of the way to `other`.
  func mixed(with other: VisualEffectState, by fraction: Double) -> VisualEffectState {
    func mix(_ from: Double, _ to: Double) -> Double { from + (to - from) * fraction }
    func mix(_ from: CGFloat, _ to: CGFloat) -> CGFloat { from + (to - from) * CGFloat(fraction) }
    var result = fraction < 0.5 ? self : other
    result.opacity = mix(opacity, other.opacity)
    result.scale = CGSize(
      width: mix(scale.width, other.scale.width), height: mix(scale.height, other.scale.height))
    result.rotation = .degrees(mix(rotation.degrees, other.rotation.degrees))
    result.offset = CGSize(
      width: mix(offset.width, other.offset.width),
      height: mix(offset.height, other.offset.height))
    result.blurRadius = mix(blurRadius, other.blurRadius)
    result.brightness = mix(brightness, other.brightness)
    result.saturation = mix(saturation, other.saturation)
    result.grayscale = mix(grayscale, other.grayscale)
    return result
  }
}

extension VisualEffect {
  private func adding(_ change: (inout VisualEffectState) -> Void) -> VisualEffectChain {
    var state = _visualEffectState
    change(&state)
    return VisualEffectChain(_visualEffectState: state)
  }

  /// Draws the view with its opacity multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> VisualEffectChain {
    adding { $0.opacity *= opacity }
  }

  /// Draws the view scaled by `scale` around `anchor`.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> VisualEffectChain {
    adding {
      $0.scale = CGSize(
        width: $0.scale.width * scale.width, height: $0.scale.height * scale.height)
      $0.scaleAnchor = anchor
    }
  }

  /// Draws the view scaled by `scale` in both directions around `anchor`.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> VisualEffectChain {
    scaleEffect(CGSize(width: scale, height: scale), anchor: anchor)
  }

  /// Draws the view scaled by `x` and `y` around `anchor`.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> VisualEffectChain
  {
    scaleEffect(CGSize(width: x, height: y), anchor: anchor)
  }

  /// Draws the view turned by `angle` around `anchor`.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> VisualEffectChain {
    adding {
      $0.rotation = .degrees($0.rotation.degrees + angle.degrees)
      $0.rotationAnchor = anchor
    }
  }

  /// Draws the view moved by `offset`.
  public func offset(_ offset: CGSize) -> VisualEffectChain {
    adding {
      $0.offset = CGSize(
        width: $0.offset.width + offset.width, height: $0.offset.height + offset.height)
    }
  }

  /// Draws the view moved by `x` and `y`.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> VisualEffectChain {
    offset(CGSize(width: x, height: y))
  }

  /// Draws the view blurred by `radius`.
  public func blur(radius: CGFloat, opaque: Bool = false) -> VisualEffectChain {
    adding { $0.blurRadius = max($0.blurRadius, radius) }
  }

  /// Draws the view brighter (or darker, below 0) by `amount`.
  public func brightness(_ amount: Double) -> VisualEffectChain {
    adding { $0.brightness += amount }
  }

  /// Draws the view with its saturation multiplied by `amount`.
  public func saturation(_ amount: Double) -> VisualEffectChain {
    adding { $0.saturation *= amount }
  }

  /// Draws the view `amount` (0…1) of the way to grey.
  public func grayscale(_ amount: Double) -> VisualEffectChain {
    adding { $0.grayscale = min($0.grayscale + amount, 1) }
  }
}

/// Draws a view with the effects of a ``VisualEffectState``: always the same modifiers,
/// so that the view keeps its identity as the effects change.
struct VisualEffectModifier: ViewModifier {
  let state: VisualEffectState

  func body(content: Content) -> some View {
    content
      .scaleEffect(state.scale, anchor: state.scaleAnchor)
      .rotationEffect(state.rotation, anchor: state.rotationAnchor)
      .offset(state.offset)
      .opacity(state.opacity)
      .blur(radius: state.blurRadius)
      .brightness(state.brightness)
      .saturation(state.saturation)
      .grayscale(state.grayscale)
  }
}

extension View {
  /// Draws the view with the effects `effect` works out from the view's geometry (its
  /// frame in the window, in a named coordinate space), after each layout that moves it:
  /// a parallax, a fade near an edge.
  public func visualEffect<Effect: VisualEffect>(
    _ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> Effect
  ) -> some View {
    modifier(VisualEffectFromGeometry(effect: { effect($0, $1)._visualEffectState }))
  }
}

/// Keeps the effects worked out from the geometry the view was last laid out with.
private struct VisualEffectFromGeometry: ViewModifier {
  let effect: (EmptyVisualEffect, GeometryProxy) -> VisualEffectState
  @State private var state = VisualEffectState()

  func body(content: Content) -> some View {
    content
      .modifier(VisualEffectModifier(state: state))
      .onGeometryChange(for: VisualEffectState.self) { proxy in
        effect(EmptyVisualEffect(), proxy)
      } action: {
        state = $0
      }
  }
}

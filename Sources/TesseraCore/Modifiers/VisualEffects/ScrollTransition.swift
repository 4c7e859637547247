import Foundation

/// Where a view is, in a scroll view, as a scroll transition sees it: coming in or going
/// out at the top (or leading) edge, fully shown, or at the bottom (or trailing) edge.
public enum ScrollTransitionPhase: Hashable, Sendable {
  /// Partly or wholly past the top or leading edge.
  case topLeading
  /// Fully shown.
  case identity
  /// Partly or wholly past the bottom or trailing edge.
  case bottomTrailing

  /// Whether the view is fully shown.
  public var isIdentity: Bool { self == .identity }

  /// −1 at the top or leading edge, 0 fully shown, 1 at the bottom or trailing edge: a
  /// factor to scale an effect by.
  public var value: Double {
    switch self {
    case .topLeading: -1
    case .identity: 0
    case .bottomTrailing: 1
    }
  }
}

/// How a scroll transition moves between its phases.
public struct ScrollTransitionConfiguration: Sendable {
  enum Kind: Sendable {
    /// The effects follow the scrolling, part of the way as the view crosses the edge.
    case interactive
    /// The effects change when the view crosses the edge, with an animation.
    case animated(Animation)
    /// No effects.
    case identity
  }

  let kind: Kind

  /// The effects follow the scrolling: half way across the edge, half way between.
  public static let interactive = ScrollTransitionConfiguration(kind: .interactive)
  /// The effects change with the default animation when the view crosses the edge.
  public static let animated = ScrollTransitionConfiguration(kind: .animated(.default))
  /// No effects are drawn.
  public static let identity = ScrollTransitionConfiguration(kind: .identity)

  /// The effects change with `animation` when the view crosses the edge.
  public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration(kind: .animated(animation))
  }

  /// The effects follow the scrolling, along `timingCurve`. Tessera follows it linearly.
  public static func interactive(timingCurve: UnitCurve) -> ScrollTransitionConfiguration {
    .interactive
  }

  /// How much of the view must show before it counts as shown. Tessera counts a view as
  /// shown when all of it is (`.visible`).
  public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold)
    -> ScrollTransitionConfiguration
  {
    self
  }

  /// How much of a view must show for it to count as shown (accepted: see
  /// ``threshold(_:)``).
  public struct Threshold: Sendable {
    /// All of it.
    public static let visible = Threshold()
    /// Any of it.
    public static let hidden = Threshold()
    /// Its centre.
    public static let centered = Threshold()
    /// `amount` (0…1) of it.
    public static func visible(_ amount: Double) -> Threshold { Threshold() }
  }
}

extension View {
  /// Draws the view with the effects `transition` gives for its phase as it scrolls into
  /// and out of view in the scroll view around it (`axis`: the scroll view's own, by
  /// default): cards that shrink and fade towards the edges of a carousel.
  public func scrollTransition<Effect: VisualEffect>(
    _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
    transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
  ) -> some View {
    scrollTransition(
      topLeading: configuration, bottomTrailing: configuration, axis: axis,
      transition: transition)
  }

  /// A scroll transition whose effects are shown at the top or leading edge as given by
  /// `topLeading`, and at the bottom or trailing edge by `bottomTrailing`.
  public func scrollTransition<Effect: VisualEffect>(
    topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
    axis: Axis? = nil,
    transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
  ) -> some View {
    modifier(
      ScrollTransitionModifier(
        topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis,
        transition: { transition(EmptyVisualEffect(), $0)._visualEffectState }))
  }
}

/// Follows where the view is in its scroll view and draws the effects of that phase.
private struct ScrollTransitionModifier: ViewModifier {
  /// How the effects change at the top or leading edge.
  let topLeading: ScrollTransitionConfiguration
  /// How the effects change at the bottom or trailing edge.
  let bottomTrailing: ScrollTransitionConfiguration
  let axis: Axis?
  let transition: (ScrollTransitionPhase) -> VisualEffectState
  /// How far past an edge the view is: −1 (wholly past the top or leading edge) to 1.
  @State private var position = 0.0

  func body(content: Content) -> some View {
    content
      .modifier(VisualEffectModifier(state: state))
      .modifier(
        GeometryChangeModifier(
          geometry: { node in Self.position(of: node, along: axis) }, transform: { $0 },
          action: { _, new in moved(to: new) }))
  }

  /// The effects drawn at the view's position.
  private var state: VisualEffectState {
    switch configuration(at: position).kind {
    case .identity:
      return VisualEffectState()
    case .animated:
      return transition(Self.phase(at: position))
    case .interactive:
      let shown = transition(.identity)
      guard position != 0 else { return shown }
      return shown.mixed(with: transition(Self.phase(at: position)), by: abs(position))
    }
  }

  /// How the effects change at the edge `position` is past (either, while fully shown).
  private func configuration(at position: Double) -> ScrollTransitionConfiguration {
    position < 0 ? topLeading : bottomTrailing
  }

  private func moved(to new: Double) {
    // The edge crossed: the one the view is now past, or the one it came back from.
    guard case .animated(let animation) = configuration(at: new == 0 ? position : new).kind
    else {
      position = new
      return
    }
    // Only crossing an edge changes what is drawn, and then with the animation.
    let snapped = new == 0 ? 0.0 : (new < 0 ? -1.0 : 1.0)
    guard snapped != position else { return }
    withAnimation(animation) { position = snapped }
  }

  private static func phase(at position: Double) -> ScrollTransitionPhase {
    position < 0 ? .topLeading : position > 0 ? .bottomTrailing : .identity
  }

  /// How far past an edge of the nearest scroll view around it `node` is, as a fraction
  /// of its length along `axis` (the scroll view's own when nil): 0 while fully shown.
  @MainActor
  static func position(of node: ViewNode, along axis: Axis?) -> Double? {
    var ancestor = node.parent
    while let current = ancestor {
      if let container = current.view(as: (any ScrollingContainer).self) {
        let scrollsAcross =
          container.scrollAxes.contains(.horizontal) && !container.scrollAxes.contains(.vertical)
        let vertical = (axis ?? (scrollsAcross ? .horizontal : .vertical)) == .vertical
        let frame = node.frame
        let visible = current.frame
        let (start, end, shownStart, shownEnd) =
          vertical
          ? (frame.minY, frame.maxY, visible.minY, visible.maxY)
          : (frame.minX, frame.maxX, visible.minX, visible.maxX)
        let length = end - start
        guard length > 0 else { return 0 }
        if start < shownStart { return -Double(min((shownStart - start) / length, 1)) }
        if end > shownEnd { return Double(min((end - shownEnd) / length, 1)) }
        return 0
      }
      ancestor = current.parent
    }
    return nil
  }
}

/// How a view's content changes when it changes in an animation: `.numericText()` rolls
/// digits, `.opacity` cross-fades. Tessera accepts it; its changes are drawn at once until
/// animations are drawn (see docs/Divergences.md).
public struct ContentTransition: Equatable, Sendable {
  let name: String

  /// No transition: the new content replaces the old.
  public static let identity = ContentTransition(name: "identity")
  /// The old content fades out as the new fades in.
  public static let opacity = ContentTransition(name: "opacity")
  /// The content's parts move and change between the old and new.
  public static let interpolate = ContentTransition(name: "interpolate")

  /// Digits roll, up or down.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(name: "numericText")
  }

  /// Digits roll in the direction `value` moved.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(name: "numericText")
  }

  /// A symbol is replaced with a symbol effect.
  public static func symbolEffect<T: SymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default
  ) -> ContentTransition {
    ContentTransition(name: "symbolEffect")
  }

  /// A symbol is replaced with the platform's symbol effect.
  public static let symbolEffect = ContentTransition(name: "symbolEffect")
}

/// An animated effect on a symbol image: it bounces, pulses, fills layer by layer.
public protocol SymbolEffect: Sendable {}
/// A symbol effect that plays once each time a value changes.
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// A symbol effect that plays for as long as it is active.
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// A symbol effect that plays as a symbol is replaced.
public protocol ContentTransitionSymbolEffect: SymbolEffect {}
/// A symbol effect that plays as a symbol appears or disappears.
public protocol TransitionSymbolEffect: SymbolEffect {}

/// The built-in symbol effects (`.bounce`, `.pulse`, `.variableColor`, `.scale`,
/// `.appear`, `.disappear`, `.replace`, `.wiggle`, `.rotate`, `.breathe`) and their
/// variants (`.bounce.up.byLayer`, `.variableColor.iterative.reversing`, …).
public struct StandardSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect,
  ContentTransitionSymbolEffect, TransitionSymbolEffect, Hashable
{
  /// The effect's name and its variants, in the order they were chosen.
  let parts: [String]

  private func adding(_ part: String) -> Self { Self(parts: parts + [part]) }

  /// Moving up.
  public var up: Self { adding("up") }
  /// Moving down.
  public var down: Self { adding("down") }
  /// Layer by layer.
  public var byLayer: Self { adding("byLayer") }
  /// The whole symbol at once.
  public var wholeSymbol: Self { adding("wholeSymbol") }
  /// Lighting one layer after another.
  public var iterative: Self { adding("iterative") }
  /// Lighting layers and keeping them lit.
  public var cumulative: Self { adding("cumulative") }
  /// Going back through the layers.
  public var reversing: Self { adding("reversing") }
  /// Not going back through the layers.
  public var nonReversing: Self { adding("nonReversing") }
  /// Hiding the layers that are not lit.
  public var hideInactiveLayers: Self { adding("hideInactiveLayers") }
  /// Dimming the layers that are not lit.
  public var dimInactiveLayers: Self { adding("dimInactiveLayers") }
  /// Turning clockwise.
  public var clockwise: Self { adding("clockwise") }
  /// Turning counter-clockwise.
  public var counterClockwise: Self { adding("counterClockwise") }
  /// Fading out, then in.
  public var offUp: Self { adding("offUp") }
  /// Replacing down and up.
  public var downUp: Self { adding("downUp") }
  /// Replacing up and up.
  public var upUp: Self { adding("upUp") }
  /// A replacement that morphs one symbol into the other where their layers match,
  /// else `fallback`.
  public func magic(fallback: StandardSymbolEffect) -> Self { adding("magic") }
  /// A replacement: down, then up.
  public static var downUp: Self { StandardSymbolEffect(parts: ["replace", "downUp"]) }
  /// A replacement: off the top, then up.
  public static var offUp: Self { StandardSymbolEffect(parts: ["replace", "offUp"]) }
  /// A replacement: up, then up.
  public static var upUp: Self { StandardSymbolEffect(parts: ["replace", "upUp"]) }
}

extension SymbolEffect where Self == StandardSymbolEffect {
  /// The symbol bounces.
  public static var bounce: StandardSymbolEffect { StandardSymbolEffect(parts: ["bounce"]) }
  /// The symbol pulses.
  public static var pulse: StandardSymbolEffect { StandardSymbolEffect(parts: ["pulse"]) }
  /// The symbol's layers light in turn.
  public static var variableColor: StandardSymbolEffect {
    StandardSymbolEffect(parts: ["variableColor"])
  }
  /// The symbol grows or shrinks.
  public static var scale: StandardSymbolEffect { StandardSymbolEffect(parts: ["scale"]) }
  /// The symbol appears.
  public static var appear: StandardSymbolEffect { StandardSymbolEffect(parts: ["appear"]) }
  /// The symbol disappears.
  public static var disappear: StandardSymbolEffect {
    StandardSymbolEffect(parts: ["disappear"])
  }
  /// One symbol replaces another.
  public static var replace: StandardSymbolEffect { StandardSymbolEffect(parts: ["replace"]) }
  /// The symbol wiggles.
  public static var wiggle: StandardSymbolEffect { StandardSymbolEffect(parts: ["wiggle"]) }
  /// The symbol turns.
  public static var rotate: StandardSymbolEffect { StandardSymbolEffect(parts: ["rotate"]) }
  /// The symbol breathes.
  public static var breathe: StandardSymbolEffect { StandardSymbolEffect(parts: ["breathe"]) }
}

/// How a symbol effect plays: how often and how fast.
public struct SymbolEffectOptions: Hashable, Sendable {
  /// Plays as the effect does by default.
  public static let `default` = SymbolEffectOptions()
  /// Plays over and over.
  public static let repeating = SymbolEffectOptions()
  /// Plays once.
  public static let nonRepeating = SymbolEffectOptions()
  /// Plays `count` times.
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
  /// Plays `speed` times as fast.
  public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
  /// These options, `count` times.
  public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
  /// These options, `speed` times as fast.
  public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

extension View {
  /// How this view's content changes when it changes in an animation. Accepted: the
  /// change is drawn at once until animations are drawn.
  public func contentTransition(_ transition: ContentTransition) -> some View { self }

  /// Plays `effect` on the symbols in this view while `isActive`. Accepted: terminal and
  /// GTK symbols are drawn still.
  public func symbolEffect<T: IndefiniteSymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View {
    self
  }

  /// Plays `effect` on the symbols in this view each time `value` changes. Accepted:
  /// terminal and GTK symbols are drawn still.
  public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U
  ) -> some View {
    self
  }

  /// Removes the symbol effects of this view and the views in it.
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}

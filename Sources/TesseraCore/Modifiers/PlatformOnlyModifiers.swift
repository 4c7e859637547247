import Foundation

/// Modifiers for what a phone or a Mac has and a terminal or a Linux desktop window does
/// not: a status bar, haptics, a share sheet's tint. They compile, so that code written
/// for those platforms builds unchanged, and change nothing here (each says why).
extension View {
  /// Puts `content` in a Mac's Touch Bar while this view has the focus. No machine here
  /// has a Touch Bar, so the content is not shown; its actions stay reachable only if
  /// the app offers them elsewhere, as it must for Macs without one.
  public func touchBar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }

  /// Makes this view the Touch Bar's principal item. There is no Touch Bar here.
  public func touchBarItemPrincipal(_ principal: Bool = true) -> some View { self }

  /// The label a Touch Bar's customization shows for this item. There is no Touch Bar
  /// here.
  public func touchBarCustomizationLabel(_ label: Text) -> some View { self }

  /// Hides the phone's status bar. There is none in a terminal or a desktop window.
  public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

  /// Hides the phone's home indicator and similar overlays. There are none here.
  public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }

  /// Plays haptic feedback when `trigger` changes. Terminals and desktops have no haptics.
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T)
    -> some View
  {
    self
  }

  /// Keeps text from screenshots and mirrored screens on a phone. Nothing here captures
  /// views apart.
  public func privacySensitive(_ sensitive: Bool = true) -> some View { self }

  /// Lets the user select the text in this view. Terminal and GTK text is selected the
  /// platform's own way (the terminal's selection, with Shift held while the mouse is
  /// tracked).
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }

  /// The smallest scale text may shrink to before it is truncated. A terminal's text has
  /// one size; text is truncated instead.
  public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }

  /// Adds `spacing` points between the lines of the texts in this view. A terminal's lines
  /// are its rows, and GTK labels keep their font's line height, so nothing changes.
  public func lineSpacing(_ spacing: CGFloat) -> some View { self }

  /// Lets text tighten its letter spacing before it is truncated. Accepted: text is
  /// truncated at its own spacing.
  public func allowsTightening(_ flag: Bool) -> some View { self }

  /// Shows a tooltip with `text` when the pointer rests on the view. Accepted: no tooltip
  /// is shown yet.
  public func help(_ text: Text) -> some View { self }

  /// Shows a tooltip from a localized key. Accepted: no tooltip is shown yet.
  public func help(_ textKey: LocalizedStringKey) -> some View { self }

  /// Shows a tooltip from a string. Accepted: no tooltip is shown yet.
  @_disfavoredOverload
  public func help<S: StringProtocol>(_ text: S) -> some View { self }

  /// Sets how symbols in this view use their layers of colour. Tessera's symbols are one
  /// glyph or icon in one colour.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
}

/// Haptic feedback a phone plays (`sensoryFeedback`).
public struct SensoryFeedback: Equatable, Sendable {
  let name: String
  /// A task succeeded.
  public static let success = SensoryFeedback(name: "success")
  /// A warning.
  public static let warning = SensoryFeedback(name: "warning")
  /// An error.
  public static let error = SensoryFeedback(name: "error")
  /// A selection changed.
  public static let selection = SensoryFeedback(name: "selection")
  /// A value went up.
  public static let increase = SensoryFeedback(name: "increase")
  /// A value went down.
  public static let decrease = SensoryFeedback(name: "decrease")
  /// Something started.
  public static let start = SensoryFeedback(name: "start")
  /// Something stopped.
  public static let stop = SensoryFeedback(name: "stop")
  /// A light tap.
  public static let impact = SensoryFeedback(name: "impact")
}

/// Whether text can be selected (`textSelection`).
public protocol TextSelectability: Sendable {}

/// Text the user can select.
public struct EnabledTextSelectability: TextSelectability {}

/// Text the user cannot select.
public struct DisabledTextSelectability: TextSelectability {}

extension TextSelectability where Self == EnabledTextSelectability {
  /// Selectable.
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
  /// Not selectable.
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

/// How a symbol's layers are coloured (`symbolRenderingMode`).
public struct SymbolRenderingMode: Equatable, Sendable {
  let name: String
  /// One colour.
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  /// Layers in shades of one colour.
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  /// Layers in the colours given.
  public static let palette = SymbolRenderingMode(name: "palette")
  /// The symbol's own colours.
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

extension View {
  /// Sets when the scroll views below bounce at their ends. Terminal and GTK scrolling
  /// stops at the ends without bouncing, so nothing changes.
  public func scrollBounceBehavior(
    _ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]
  ) -> some View { self }

  /// Sets whether buttons below repeat their action while held. Accepted: a held key
  /// repeats at the terminal's or desktop's own rate, as any key does.
  public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View { self }

  /// A window's subtitle, under its title on a Mac. Terminal and iPhone-style bars show
  /// the title alone.
  public func navigationSubtitle(_ subtitle: Text) -> some View { self }

  /// A window's subtitle from a string. Accepted, as ``navigationSubtitle(_:)-(Text)``.
  @_disfavoredOverload
  public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View { self }

  /// The document a Mac window's title bar stands for. Accepted: there is no proxy icon.
  public func navigationDocument(_ url: URL) -> some View { self }

  /// The phrases voice control accepts for this view. No voice control reads them here.
  public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }

  /// The phrases voice control accepts, from strings. Accepted, as the `Text` form is.
  @_disfavoredOverload
  public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View {
    self
  }

  /// Hides a Mac's focus ring around focused views. Accepted: the terminal's and GTK's
  /// focus highlight is how keyboard users find their place, so it stays.
  public func focusEffectDisabled(_ disabled: Bool = true) -> some View { self }

  /// The URL a widget opens its app with when tapped. There are no widgets here.
  public func widgetURL(_ url: URL?) -> some View { self }

  /// The language whose line heights and spacing text is laid out with. A terminal's
  /// text has one line height; GTK's follows its font.
  public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true)
    -> some View
  {
    self
  }

  /// Whether a control opens when something is dragged over and held on it (iPadOS,
  /// macOS). Accepted: dropping onto a control does not open it here.
  public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some View { self }

  /// The icon a Mac confirmation dialog shows. Accepted: dialogs here show none.
  public func dialogIcon(_ icon: Image?) -> some View { self }

  /// Adds a Mac dialog's "Do not show this message again" checkbox, bound to
  /// `isSuppressed`. Accepted: no checkbox is shown, and `isSuppressed` stays as it is.
  public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View { self }

  /// Adds a Mac dialog's suppression checkbox titled `titleKey`. Accepted, as above.
  public func dialogSuppressionToggle(
    _ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>
  ) -> some View {
    self
  }
}

/// Whether a control opens when something dragged is held over it.
public struct SpringLoadingBehavior: Equatable, Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = SpringLoadingBehavior(name: "automatic")
  /// Opens.
  public static let enabled = SpringLoadingBehavior(name: "enabled")
  /// Does not open.
  public static let disabled = SpringLoadingBehavior(name: "disabled")
}

/// When a scroll view bounces at its ends.
public struct ScrollBounceBehavior: Equatable, Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = ScrollBounceBehavior(name: "automatic")
  /// Always bounces.
  public static let always = ScrollBounceBehavior(name: "always")
  /// Bounces only when the content is larger than the scroll view.
  public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

/// Whether a button repeats its action while held.
public struct ButtonRepeatBehavior: Equatable, Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = ButtonRepeatBehavior(name: "automatic")
  /// Repeats while held.
  public static let enabled = ButtonRepeatBehavior(name: "enabled")
  /// Acts once.
  public static let disabled = ButtonRepeatBehavior(name: "disabled")
}

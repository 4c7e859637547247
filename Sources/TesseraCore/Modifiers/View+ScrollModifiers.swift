import Foundation

/// Whether scroll views show their scroll indicators.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case automatic, visible, hidden, never }
  let kind: Kind

  /// As the platform chooses: shown when the content is longer than the view.
  public static let automatic = ScrollIndicatorVisibility(kind: .automatic)
  /// Shown.
  public static let visible = ScrollIndicatorVisibility(kind: .visible)
  /// Hidden (a platform may still show them while scrolling).
  public static let hidden = ScrollIndicatorVisibility(kind: .hidden)
  /// Never shown.
  public static let never = ScrollIndicatorVisibility(kind: .never)

  /// Whether indicators are left out.
  package var hides: Bool { kind == .hidden || kind == .never }
}

extension EnvironmentValues {
  /// Whether scroll views below show their vertical scroll indicator
  /// (`scrollIndicators(_:axes:)`).
  public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
    get { self[VerticalScrollIndicatorKey.self] }
    set { self[VerticalScrollIndicatorKey.self] = newValue }
  }

  /// Whether scroll views below show their horizontal scroll indicator.
  public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
    get { self[HorizontalScrollIndicatorKey.self] }
    set { self[HorizontalScrollIndicatorKey.self] = newValue }
  }

  /// Whether the user can scroll the scroll views and lists below (`scrollDisabled`).
  /// Scrolling from code, with a `ScrollViewProxy`, still works.
  public var isScrollEnabled: Bool {
    get { self[ScrollEnabledKey.self] }
    set { self[ScrollEnabledKey.self] = newValue }
  }

  /// Where scroll views below start scrolled to, as a point of their content
  /// (`defaultScrollAnchor`); nil for the top leading corner.
  package var defaultScrollAnchor: UnitPoint? {
    get { self[DefaultScrollAnchorKey.self] }
    set { self[DefaultScrollAnchorKey.self] = newValue }
  }
}

private struct VerticalScrollIndicatorKey: EnvironmentKey {
  static let defaultValue = ScrollIndicatorVisibility.automatic
}
private struct HorizontalScrollIndicatorKey: EnvironmentKey {
  static let defaultValue = ScrollIndicatorVisibility.automatic
}
private struct ScrollEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct DefaultScrollAnchorKey: EnvironmentKey { static let defaultValue: UnitPoint? = nil }

extension View {
  /// Shows or hides the scroll indicators of the scroll views and lists below, along
  /// `axes`.
  public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
  ) -> some View {
    modifier(ScrollIndicatorsModifier(visibility: visibility, axes: axes))
  }

  /// Stops the user scrolling the scroll views and lists below (with the wheel, the
  /// keys or a drag); a `ScrollViewProxy` still scrolls them.
  public func scrollDisabled(_ disabled: Bool) -> some View {
    modifier(ScrollDisabledModifier(isDisabled: disabled))
  }

  /// Starts the scroll views below scrolled so that `anchor` of their content shows at
  /// the same point of the view: `.bottom` starts at the end, as a chat does.
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
    environment(\.defaultScrollAnchor, anchor)
  }
}

/// Sets the scroll indicators' visibility along some axes.
struct ScrollIndicatorsModifier: EnvironmentModifier, InspectableElement {
  typealias Body = Never
  let visibility: ScrollIndicatorVisibility
  let axes: Axis.Set

  func transform(_ environment: inout EnvironmentValues) {
    if axes.contains(.vertical) { environment.verticalScrollIndicatorVisibility = visibility }
    if axes.contains(.horizontal) { environment.horizontalScrollIndicatorVisibility = visibility }
  }

  func hasSameEffect(as other: Self) -> Bool {
    visibility == other.visibility && axes == other.axes
  }

  var inspectionDescription: String { "scrollIndicators(.\(visibility.kind))" }
}

/// Stops user scrolling below; an ancestor's `scrollDisabled(true)` wins, as `disabled`
/// does.
struct ScrollDisabledModifier: EnvironmentModifier, InspectableElement {
  typealias Body = Never
  let isDisabled: Bool

  func transform(_ environment: inout EnvironmentValues) {
    if isDisabled { environment.isScrollEnabled = false }
  }

  func hasSameEffect(as other: Self) -> Bool { isDisabled == other.isDisabled }

  var inspectionDescription: String { "scrollDisabled(\(isDisabled))" }
}

/// How scrolling hides the on-screen keyboard (`scrollDismissesKeyboard`).
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
  let name: String
  /// As the platform decides.
  public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
  /// At once, when scrolling starts.
  public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
  /// As the scroll drags the keyboard away.
  public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
  /// Never.
  public static let never = ScrollDismissesKeyboardMode(name: "never")
}

extension View {
  /// Sets how scrolling hides the on-screen keyboard. Accepted: a terminal and a desktop
  /// window have no on-screen keyboard.
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }

  /// Shows or hides the background of the lists, forms and text editors below, so that
  /// a background of the app's shows through. Accepted: Tessera draws no background of
  /// its own behind them.
  public func scrollContentBackground(_ visibility: Visibility) -> some View { self }

  /// Sets the space between the rows of the lists below. Accepted: rows sit one under the
  /// other; give a row vertical `listRowInsets` for room around it.
  public func listRowSpacing(_ spacing: CGFloat?) -> some View { self }

  /// Sets the space between the sections of the lists below. Accepted: sections of a
  /// grouped list or form stand one blank row apart in the terminal, as GTK's boxed
  /// lists do their margin.
  public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View { self }

  /// Sets the space between sections, in points. Accepted, as above.
  public func listSectionSpacing(_ spacing: CGFloat) -> some View { self }

  /// Flashes the scroll indicators of the scroll views below when they appear. Accepted:
  /// a terminal's and GTK's indicators show whenever there is more to scroll to.
  public func scrollIndicatorsFlash(onAppear: Bool) -> some View { self }

  /// Flashes the scroll indicators below when `value` changes. Accepted, as above.
  public func scrollIndicatorsFlash<T: Equatable>(trigger value: T) -> some View { self }

  /// Lets the content of the scroll views below draw outside their bounds (a shadow, a
  /// card lifted past the edge), as SwiftUI's `scrollClipDisabled` does.
  public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
    environment(\.isScrollClipDisabled, disabled)
  }
}

/// The space between a list's sections (`listSectionSpacing`).
public struct ListSectionSpacing: Equatable, Sendable {
  let points: CGFloat?
  /// The list style's spacing.
  public static let `default` = ListSectionSpacing(points: nil)
  /// Less than the default.
  public static let compact = ListSectionSpacing(points: 8)
  /// `spacing` points.
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
    ListSectionSpacing(points: spacing)
  }
}

private struct ScrollClipDisabledKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// Whether the scroll views below draw their content past their bounds.
  package var isScrollClipDisabled: Bool {
    get { self[ScrollClipDisabledKey.self] }
    set { self[ScrollClipDisabledKey.self] = newValue }
  }
}

/// How a `Picker` presents its options. Set it with `.pickerStyle(_:)`.
public protocol PickerStyle: Sendable {
  /// The presentation, for backends.
  var kind: PickerStyleKind { get }
}

/// The presentations a picker can have.
public enum PickerStyleKind: String, Sendable, Equatable {
  /// The backend's default (a menu).
  case automatic
  /// One button per option, side by side.
  case segmented
  /// A button that opens a list of options.
  case menu
  /// A scrolling wheel of options.
  case wheel
  /// The options listed in place.
  case inline
  /// A row that opens a page of the options.
  case navigationLink
  /// A radio button per option, one under the other.
  case radioGroup

  /// Whether pickers in this style are made of views (links, rows, radio buttons) rather
  /// than drawn by the backend as one control.
  package var showsOptionsAsViews: Bool {
    self == .navigationLink || self == .inline || self == .radioGroup
  }
}

/// The default picker presentation.
public struct DefaultPickerStyle: PickerStyle {
  /// The presentation.
  public var kind: PickerStyleKind { .automatic }
  /// Creates the style.
  public init() {}
}

/// Options side by side, one selected.
public struct SegmentedPickerStyle: PickerStyle {
  /// The presentation.
  public var kind: PickerStyleKind { .segmented }
  /// Creates the style.
  public init() {}
}

/// A button that opens the options.
public struct MenuPickerStyle: PickerStyle {
  /// The presentation.
  public var kind: PickerStyleKind { .menu }
  /// Creates the style.
  public init() {}
}

/// A scrolling wheel.
public struct WheelPickerStyle: PickerStyle {
  /// The presentation.
  public var kind: PickerStyleKind { .wheel }
  /// Creates the style.
  public init() {}
}

/// The options listed in place, a checkmark on the chosen one.
public struct InlinePickerStyle: PickerStyle {
  /// The presentation.
  public var kind: PickerStyleKind { .inline }
  /// Creates the style.
  public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// The default presentation.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// Options side by side.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
  /// A button that opens the options.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
  /// A scrolling wheel.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

/// A row that shows the chosen option and opens a page of the options (in a navigation
/// stack); choosing one goes back.
public struct NavigationLinkPickerStyle: PickerStyle {
  /// The presentation.
  public var kind: PickerStyleKind { .navigationLink }
  /// Creates the style.
  public init() {}
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// A row that opens a page of the options.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
  /// The options listed in place.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

/// A radio button per option, one under the other, beside the label (macOS).
public struct RadioGroupPickerStyle: PickerStyle {
  /// The presentation.
  public var kind: PickerStyleKind { .radioGroup }
  /// Creates the style.
  public init() {}
}

extension PickerStyle where Self == RadioGroupPickerStyle {
  /// A radio button per option.
  public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

/// The options as a row of choices, one selected (iOS 17); outside a menu it shows as
/// `segmented` does.
public struct PalettePickerStyle: PickerStyle {
  /// The presentation.
  public var kind: PickerStyleKind { .segmented }
  /// Creates the style.
  public init() {}
}

extension PickerStyle where Self == PalettePickerStyle {
  /// The options as a row of choices.
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

private struct PickerStyleKey: EnvironmentKey {
  static let defaultValue = PickerStyleKind.automatic
}

extension EnvironmentValues {
  /// How pickers in this view present their options.
  package var pickerStyle: PickerStyleKind {
    get { self[PickerStyleKey.self] }
    set { self[PickerStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets how pickers in this view present their options.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    environmentValue(\.pickerStyle, style.kind, name: "pickerStyle")
  }
}

import Foundation

/// How large controls are drawn: `.controlSize(.large)`.
///
/// Read it with `@Environment(\.controlSize)`. Tessera's controls are drawn at one size
/// (a terminal cell has one height); the value is kept for the app's own views and styles.
public enum ControlSize: CaseIterable, Hashable, Sendable {
  /// The smallest controls.
  case mini
  /// Smaller than usual.
  case small
  /// The usual size.
  case regular
  /// Larger than usual.
  case large
  /// The largest controls.
  case extraLarge
}

/// The shape of a bordered button's fill: `.buttonBorderShape(.capsule)`.
///
/// Read it with `@Environment(\.buttonBorderShape)`. The terminal draws every fill as
/// cells; GTK rounds a capsule's and a circle's ends fully.
public struct ButtonBorderShape: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case automatic, capsule, circle
    case roundedRectangle(radius: Double?)
  }
  let kind: Kind

  /// As the platform draws it.
  public static let automatic = ButtonBorderShape(kind: .automatic)
  /// Fully rounded ends.
  public static let capsule = ButtonBorderShape(kind: .capsule)
  /// A circle, for a button with only an icon.
  public static let circle = ButtonBorderShape(kind: .circle)
  /// Rounded corners of the platform's radius.
  public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))

  /// Rounded corners of `radius` points.
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(kind: .roundedRectangle(radius: Double(radius)))
  }

  /// Whether the fill's ends are fully rounded.
  package var isFullyRounded: Bool { kind == .capsule || kind == .circle }
}

private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
private struct ButtonBorderShapeKey: EnvironmentKey {
  static let defaultValue = ButtonBorderShape.automatic
}

extension EnvironmentValues {
  /// How large controls below are drawn.
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }

  /// The shape of the fill of bordered buttons below.
  public var buttonBorderShape: ButtonBorderShape {
    get { self[ButtonBorderShapeKey.self] }
    set { self[ButtonBorderShapeKey.self] = newValue }
  }
}

extension View {
  /// Sets how large controls in this view are drawn.
  public func controlSize(_ controlSize: ControlSize) -> some View {
    environmentValue(\.controlSize, controlSize, name: "controlSize")
  }

  /// Sets the shape of the fill of bordered buttons in this view.
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    environmentValue(\.buttonBorderShape, shape, name: "buttonBorderShape")
  }
}

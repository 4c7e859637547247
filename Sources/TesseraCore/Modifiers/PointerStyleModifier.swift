/// The look of the mouse pointer over a view: a hand over a link, a resize arrow over a
/// divider. Set it with `pointerStyle(_:)`.
public struct PointerStyle: Hashable, Sendable {
  /// The pointer's name among the CSS cursor names a windowing system knows (`"pointer"`,
  /// `"col-resize"`).
  package let cursorName: String

  /// The system's arrow.
  public static let `default` = PointerStyle(cursorName: "default")
  /// A cross hair, for choosing an area.
  public static let rectSelection = PointerStyle(cursorName: "crosshair")
  /// An I-beam, over text that can be selected or edited.
  public static let horizontalText = PointerStyle(cursorName: "text")
  /// A sideways I-beam, over vertical text.
  public static let verticalText = PointerStyle(cursorName: "vertical-text")
  /// A pointing hand, over a link.
  public static let link = PointerStyle(cursorName: "pointer")
  /// An open hand, over something that can be dragged.
  public static let grabIdle = PointerStyle(cursorName: "grab")
  /// A closed hand, while dragging.
  public static let grabActive = PointerStyle(cursorName: "grabbing")
  /// A magnifier with a plus.
  public static let zoomIn = PointerStyle(cursorName: "zoom-in")
  /// A magnifier with a minus.
  public static let zoomOut = PointerStyle(cursorName: "zoom-out")
  /// Arrows left and right, over a divider between columns.
  public static let columnResize = PointerStyle(cursorName: "col-resize")
  /// Arrows up and down, over a divider between rows.
  public static let rowResize = PointerStyle(cursorName: "row-resize")
}

extension View {
  /// Shows the pointer as `style` while it is over this view (nil: as around it). A GTK
  /// window shows it; a terminal keeps its own pointer.
  public func pointerStyle(_ style: PointerStyle?) -> some View {
    modifier(PointerStyleModifier(style: style))
  }
}

private struct PointerStyleKey: EnvironmentKey {
  static var defaultValue: PointerStyle? { nil }
}

extension EnvironmentValues {
  /// The pointer shown over views here (`pointerStyle`), if a view set one.
  package var pointerStyle: PointerStyle? {
    get { self[PointerStyleKey.self] }
    set { self[PointerStyleKey.self] = newValue }
  }
}

/// Sets the pointer of the views below; nil leaves the one from further up.
struct PointerStyleModifier: EnvironmentModifier, InspectableElement {
  typealias Body = Never
  let style: PointerStyle?

  func transform(_ environment: inout EnvironmentValues) {
    if let style { environment.pointerStyle = style }
  }

  func hasSameEffect(as other: Self) -> Bool { style == other.style }

  var inspectionDescription: String { "pointerStyle(\(style?.cursorName ?? "nil"))" }
}

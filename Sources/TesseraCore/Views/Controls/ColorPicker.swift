import Foundation

/// A control for choosing a colour: its label, and a well showing the colour chosen.
/// Activating the well (a click, Enter, a tap) offers a palette of colours in a popover;
/// a GTK window offers GTK's own colour chooser instead. With `supportsOpacity`, the
/// palette has a slider for the colour's opacity.
public struct ColorPicker<Label: View>: View {
  let selection: Binding<Color>
  let supportsOpacity: Bool
  let label: Label

  /// A colour picker labelled by `label`.
  public init(
    selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.supportsOpacity = supportsOpacity
    self.label = label()
  }

  /// The label, and the well at the trailing edge.
  public var body: some View {
    ColorWell(selection: selection, supportsOpacity: supportsOpacity, label: AnyView(label))
  }
}

extension ColorPicker where Label == Text {
  /// A colour picker titled by a localized key.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }

  /// A colour picker titled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
}

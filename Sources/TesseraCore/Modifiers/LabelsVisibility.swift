private struct LabelsVisibilityKey: EnvironmentKey {
  static var defaultValue: Visibility { .automatic }
}

extension EnvironmentValues {
  /// Whether the controls below show their labels: `.hidden` under `labelsHidden()`.
  public var labelsVisibility: Visibility {
    get { self[LabelsVisibilityKey.self] }
    set { self[LabelsVisibilityKey.self] = newValue }
  }
}

extension View {
  /// Hides the labels of the controls in this view (toggles, pickers, sliders, steppers,
  /// date and colour pickers), leaving the controls alone, as in a row that names them
  /// already. Buttons and links keep theirs: their label is what they show.
  public func labelsHidden() -> some View {
    labelsVisibility(.hidden)
  }

  /// Shows or hides the labels of the controls in this view.
  public func labelsVisibility(_ visibility: Visibility) -> some View {
    environmentValue(\.labelsVisibility, visibility, name: "labelsVisibility")
  }
}

@MainActor
extension ChildList {
  /// Adds a control's label as its `label` part; under `labelsHidden()`, nothing drawn in
  /// its place, but its text still names the control to accessibility (and to queries).
  mutating func appendControlLabel(_ label: some View, of node: ViewNode) {
    if node.environment.labelsVisibility == .hidden {
      let name = EmptyView().accessibilityLabel(Text(verbatim: TextCollector.plainText(of: label)))
      append(name, key: ChildKey(.part("label"), for: name))
    } else {
      append(label, key: ChildKey(.part("label"), for: label))
    }
  }
}

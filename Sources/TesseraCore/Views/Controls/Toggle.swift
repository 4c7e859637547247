/// A control that turns a Boolean on and off.
public struct Toggle<Label: View>: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never
  let isOn: Binding<Bool>
  let label: Label

  /// A toggle with a custom label.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }
}

extension Toggle where Label == Text {
  /// A toggle titled by a localized key.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  /// A toggle titled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

extension Toggle: PrimitiveView, ToggleControl, InspectableElement {
  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    children.append(label, key: ChildKey(.part("label"), for: label))
  }

  package var isOnBinding: Binding<Bool> { isOn }

  package var inspectionDescription: String { "Toggle(\(isOn.wrappedValue ? "on" : "off"))" }
}

/// A control bound to a Boolean.
@MainActor
package protocol ToggleControl {
  /// The bound value.
  var isOnBinding: Binding<Bool> { get }
}

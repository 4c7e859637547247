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

extension Toggle where Label == TesseraCore.Label<Text, Image> {
  /// A toggle titled by a localized key, with a symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { TesseraCore.Label(titleKey, systemImage: systemImage) }
  }

  /// A toggle titled by a string, with a symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { TesseraCore.Label(title, systemImage: systemImage) }
  }
}

extension Toggle: PrimitiveView, ToggleControl, InspectableElement {
  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    // A style written as a view draws the toggle and makes it act.
    if let style = node.environment.customToggleStyle {
      let body = style(ToggleStyleConfiguration(label: .init(content: AnyView(label)), isOn: isOn))
      children.append(body, key: ChildKey(.part("label"), for: body))
    } else {
      children.appendControlLabel(label, of: node)
    }
  }

  package var isOnBinding: Binding<Bool> { isOn }

  package func acts(in environment: EnvironmentValues) -> Bool {
    environment.customToggleStyle == nil
  }

  package var inspectionDescription: String { "Toggle(\(isOn.wrappedValue ? "on" : "off"))" }
}

/// A control bound to a Boolean.
@MainActor
package protocol ToggleControl {
  /// The bound value.
  var isOnBinding: Binding<Bool> { get }
  /// Whether it acts as a toggle in `environment`: not when a `ToggleStyle` of the app's
  /// draws it (that style's view acts instead).
  func acts(in environment: EnvironmentValues) -> Bool
}

extension ViewNode {
  /// The toggle this node shows, when it acts as one here.
  package var toggleControl: (any ToggleControl)? {
    guard let control = view(as: (any ToggleControl).self), control.acts(in: environment)
    else { return nil }
    return control
  }
}

import Foundation

/// A control that opens a URL through the environment's `openURL` (the desktop's browser
/// by default), drawn as a button.
public struct Link<Label: View>: View {
  let destination: URL
  let label: Label
  @Environment(\.openURL) private var openURL

  /// A link to `destination` shown by `label`.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  /// The label, as a button that opens the destination.
  public var body: some View {
    let open = openURL
    let destination = destination
    return Button {
      open(destination)
    } label: {
      label
    }
    .environmentValue(\.linkDestination, destination, name: "linkDestination")
  }
}

private struct LinkDestinationKey: EnvironmentKey {
  static let defaultValue: URL? = nil
}

extension EnvironmentValues {
  /// The destination of the `Link` a button stands for, which a backend can hand to the
  /// terminal (an OSC 8 hyperlink) as well as open.
  package var linkDestination: URL? {
    get { self[LinkDestinationKey.self] }
    set { self[LinkDestinationKey.self] = newValue }
  }
}

extension Link where Label == Text {
  /// A link to `destination` titled by a localized key.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination, label: { Text(titleKey) })
  }

  /// A link to `destination` titled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination, label: { Text(title) })
  }
}

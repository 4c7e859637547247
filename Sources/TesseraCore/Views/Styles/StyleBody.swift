/// A style the app wrote as a view (a `ButtonStyle`, `ToggleStyle`, …), its type erased
/// so that the environment can carry it: it makes the view of one control from that
/// control's configuration.
@MainActor
package struct StyleBody<Configuration> {
  private let make: (Configuration) -> AnyView

  /// A style whose view for a configuration `make` builds.
  init<Body: View>(_ make: @escaping (Configuration) -> Body) {
    self.make = { AnyView(make($0)) }
  }

  /// The style's view of the control `configuration` describes.
  func callAsFunction(_ configuration: Configuration) -> AnyView { make(configuration) }
}

/// Where the environment keeps the style written as a view for the controls whose
/// configuration is `Configuration`: one key per kind of control, nil for Tessera's own
/// look.
struct CustomStyleKey<Configuration>: EnvironmentKey {
  static var defaultValue: StyleBody<Configuration>? { nil }
}

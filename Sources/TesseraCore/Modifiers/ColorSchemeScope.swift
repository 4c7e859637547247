/// What a window or a presentation puts around its content so that `preferredColorScheme`
/// inside it applies to all of it, as SwiftUI's does: the preference flows up to the
/// nearest enclosing window or presentation, and every view in it reads the scheme. With
/// no preference inside, the content keeps the scheme it inherits.
struct ColorSchemeScope: ViewModifier {
  @State private var preferences = ColorSchemePreferences()
  @State private var preferred: ColorScheme?

  func body(content: Content) -> some View {
    let binding = $preferred
    preferences.onChange = { binding.wrappedValue = $0 }
    return content.modifier(PreferredSchemeWriter(scheme: preferred, preferences: preferences))
  }
}

/// Gives a scope's content the scheme asked for inside it (if any) and the means to ask.
private struct PreferredSchemeWriter: EnvironmentModifier {
  let scheme: ColorScheme?
  let preferences: ColorSchemePreferences

  func transform(_ environment: inout EnvironmentValues) {
    if let scheme { environment.preferredColorScheme = scheme }
    environment.colorSchemePreferences = preferences
  }

  func hasSameEffect(as other: Self) -> Bool {
    scheme == other.scheme && preferences === other.preferences
  }
}

/// The `preferredColorScheme` requests inside one scope, by the node that made them. The
/// earliest request still in the tree wins; a change is passed to the scope after the
/// update that made it.
@MainActor
final class ColorSchemePreferences {
  private var requests: [ObjectIdentifier: (order: Int, scheme: ColorScheme)] = [:]
  private var nextOrder = 0
  private var applied: ColorScheme?
  /// Sets the scope's scheme.
  var onChange: ((ColorScheme?) -> Void)?

  /// Records that `node` asks for `scheme` (nil withdraws its request).
  func request(_ scheme: ColorScheme?, from node: ViewNode) {
    let id = ObjectIdentifier(node)
    if let scheme {
      let order = requests[id]?.order ?? nextOrder
      nextOrder += 1
      requests[id] = (order, scheme)
    } else {
      requests[id] = nil
    }
    let winner = requests.values.min { $0.order < $1.order }?.scheme
    guard winner != applied else { return }
    applied = winner
    node.graph?.enqueue(.appear) { [weak self] in self?.onChange?(winner) }
  }
}

/// Declares a preview of a view, found by `--list-previews` and `--preview NAME` without
/// being registered: `#Preview { ContentView() }`. Unnamed previews are named after their
/// file ("ContentView", or "ContentView 1", "ContentView 2", … when a file has several).
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TesseraMacros", type: "PreviewMacro")

/// Declares a preview of a view with traits:
/// `#Preview("Compact", traits: .sizeThatFitsLayout) { Badge() }`.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TesseraMacros", type: "PreviewMacro")

/// Marks a declaration in a `#Preview` body that becomes a property of the previewed
/// view, so that `@Previewable @State var isOn = true` keeps its state across updates.
@attached(peer)
public macro Previewable() = #externalMacro(module: "TesseraMacros", type: "PreviewableMacro")

/// The content of a page for a value on a navigation path: the view that the stack's
/// `navigationDestination(for:)` for the value's type makes of it, or SwiftUI's warning
/// sign when no destination for that type is registered.
struct NavigationDestinationPage: View, PrimitiveView, InspectableElement {
  typealias Body = Never
  let value: AnyHashable
  let model: NavigationModel

  func makeChildren(into children: inout ChildList, node: ViewNode) {
    // Built again when a destination for the type comes or changes (one in a page that
    // is itself being built, or one whose captured data changed).
    model.noteReader(node, of: value)
    if let destination = model.destination(for: value) {
      children.append(destination, key: ChildKey(.single, for: destination))
      return
    }
    let typeName = String(reflecting: Swift.type(of: value.base))
    Diagnostics.warnOnce(
      "A navigation path holds a value of type “\(typeName)” but there is no matching "
        + "navigationDestination(for:) declaration in the NavigationStack: its page shows a "
        + "warning sign.")
    let missing = Image(systemName: "exclamationmark.triangle.fill")
      .foregroundStyle(Color.yellow)
      .accessibilityLabel("No destination for \(typeName)")
    children.append(missing, key: ChildKey(.single, for: missing))
  }

  var isInspectable: Bool { false }

  var inspectionDescription: String { "NavigationDestinationPage" }
}

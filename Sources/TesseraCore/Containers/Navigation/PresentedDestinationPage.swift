/// The content of a page shown by `navigationDestination(isPresented:)`: the latest view
/// its modifier made, built again whenever the modifier's view updates.
struct PresentedDestinationPage: View, PrimitiveView, InspectableElement {
  typealias Body = Never
  let destination: PresentedDestination

  func makeChildren(into children: inout ChildList, node: ViewNode) {
    destination.reader = node
    let content = destination.content
    children.append(content, key: ChildKey(.single, for: content))
  }

  var isInspectable: Bool { false }

  var inspectionDescription: String { "PresentedDestinationPage" }
}

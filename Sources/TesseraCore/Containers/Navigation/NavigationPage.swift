/// One page of a navigation stack. Pages under the top one stay alive but concealed;
/// `dismiss` (or `presentationMode`'s) in a pushed page goes back one level.
struct NavigationPage: View, PrimitiveView, ConcealingView, InspectableElement {
  typealias Body = Never
  let level: Int
  let isTop: Bool
  let model: NavigationModel
  let content: AnyView

  var isConcealed: Bool { !isTop }

  func makeChildren(into children: inout ChildList, node: ViewNode) {
    let model = model
    let level = level
    var wrapped = AnyView(
      content
        .environmentValue(\.navigation, model, name: "")
        // A navigation view's column routing is for its column's own page (set inside).
        .environmentValue(\.navigationLinkColumn, nil, name: "")
        .environmentValue(\.navigationPageLevel, level, name: ""))
    if level > 0 {
      let pop = { model.pop(to: level - 1) }
      let mode = PresentationMode(isPresented: true, dismissAction: pop)
      wrapped = AnyView(
        wrapped
          .environmentValue(\.dismiss, DismissAction(action: pop), name: "")
          .environmentValue(\.presentationMode, .constant(mode), name: "")
          // A pushed page comes in from the trailing edge and leaves toward it: the whole
          // page, so it moves by the page's width (its content centred in it, as the
          // stack places a page).
          .frame(maxWidth: .infinity, maxHeight: .infinity)
          .transition(.move(edge: .trailing)))
    }
    children.append(wrapped, key: ChildKey(.single, for: wrapped))
  }

  var isInspectable: Bool { false }

  var inspectionDescription: String { "NavigationPage(\(level))" }
}

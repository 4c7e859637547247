/// Presents content modally while a binding is true. The presented content is a child of
/// the presenting view (it inherits its environment) under its own part key, so backends
/// show it above everything else.
struct PresentationModifier<Presented: View>: PrimitiveModifier {
  /// Shown once over several views, not once for each.
  var appliesOnceOverSeveralViews: Bool { true }

  typealias Body = Never
  let kind: PresentationKind
  let isPresented: Binding<Bool>
  let onDismiss: (() -> Void)?
  let content: () -> Presented

  final class State {
    var wasPresented = false
  }

  func makeExtraChildren(into children: inout ChildList, node: ViewNode) {
    let state = node.locals.value { State() }
    let presented = isPresented.wrappedValue
    if state.wasPresented, !presented, let onDismiss {
      node.graph?.enqueue(.appear, onDismiss)
    }
    state.wasPresented = presented
    guard presented else { return }
    let isPresented = isPresented
    let root = PresentationRoot(kind: kind, title: nil, content: content()) {
      isPresented.wrappedValue = false
    }
    children.append(root, key: ChildKey(.part(kind.rawValue), for: root))
  }
}

/// The root of presented content: gives it its own edit mode, its own scope for
/// `preferredColorScheme`, and the means to dismiss itself.
struct PresentationRoot<Content: View>: View, PrimitiveView, PresentationElement {
  typealias Body = Never
  let kind: PresentationKind
  /// The window's title, for a window of its own.
  let title: String?
  let content: Content
  let dismiss: () -> Void

  init(
    kind: PresentationKind, title: String?, content: Content, dismiss: @escaping () -> Void
  ) {
    self.kind = kind
    self.title = title
    self.content = content
    self.dismiss = dismiss
  }

  func makeChildren(into children: inout ChildList, node: ViewNode) {
    let dismiss = dismiss
    let wrapped =
      content
      .modifier(EditModeScope())
      .modifier(ColorSchemeScope())
      .environmentValue(\.isPresented, true, name: "")
      .environmentValue(\.dismiss, DismissAction(action: dismiss), name: "")
      .environmentValue(
        \.presentationMode,
        .constant(PresentationMode(isPresented: true, dismissAction: dismiss)), name: "")
    children.append(wrapped, key: ChildKey(.single, for: wrapped))
  }

  var presentationKind: PresentationKind { kind }

  var windowTitle: String? { title }

  func dismissPresentation() { dismiss() }

  var inspectionDescription: String {
    switch kind {
    case .sheet: "Sheet"
    case .fullScreenCover: "FullScreenCover"
    case .alert: "Alert"
    case .popover: "Popover"
    case .menu: "Menu"
    case .window: "Window(\(title.map { "\"\($0)\"" } ?? ""))"
    }
  }
}

/// A presentation in the element tree: a sheet, a cover or an alert.
@MainActor
package protocol PresentationElement: InspectableElement {
  /// What kind of presentation it is.
  var presentationKind: PresentationKind { get }
  /// The title of a presentation shown as a window of its own (an opened scene window).
  var windowTitle: String? { get }
  /// Dismisses it, as Esc or a swipe would.
  func dismissPresentation()
}

extension View {
  /// Presents `content` as a sheet while `isPresented` is true; `onDismiss` runs after it
  /// closes.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      PresentationModifier(
        kind: .sheet, isPresented: isPresented, onDismiss: onDismiss, content: content))
  }

  /// Presents a sheet for `item` while it is not nil; dismissing sets it to nil.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    let isPresented = Binding(isPresenting: item)
    return modifier(
      PresentationModifier(kind: .sheet, isPresented: isPresented, onDismiss: onDismiss) {
        // A different item is a different sheet, with fresh state.
        item.wrappedValue.map { content($0).id($0.id) }
      })
  }

  /// Presents `content` covering the whole screen while `isPresented` is true.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      PresentationModifier(
        kind: .fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content))
  }
}

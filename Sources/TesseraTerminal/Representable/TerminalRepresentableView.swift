import Foundation
import TesseraCore

/// The view a `TerminalViewRepresentable` stands for: it keeps the widget and coordinator
/// in its node and lays the widget out.
public struct _TerminalRepresentableView<Representable>: View {
  /// Drawn by the terminal backend.
  public typealias Body = Never
  let representable: Representable
}

extension _TerminalRepresentableView: PrimitiveView, InspectableElement
where Representable: TerminalViewRepresentable {
  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    let box = host(in: node)
    representable.updateTerminalView(box.widget, context: context(box, node))
  }

  /// The widget and coordinator of `node`, made on first use.
  func host(in node: ViewNode) -> RepresentedWidget<Representable> {
    if let existing = node.locals[RepresentedWidget<Representable>.self] { return existing }
    let coordinator = representable.makeCoordinator()
    let context = TerminalViewRepresentableContext<Representable>(
      coordinator: coordinator, environment: node.environment)
    let box = RepresentedWidget<Representable>(
      widget: representable.makeTerminalView(context: context), coordinator: coordinator)
    node.locals[RepresentedWidget<Representable>.self] = box
    // Backends find the widget without knowing the representable's type.
    node.locals[(any TerminalWidget).self] = box.widget
    return box
  }

  func context(_ box: RepresentedWidget<Representable>, _ node: ViewNode)
    -> TerminalViewRepresentableContext<Representable>
  {
    TerminalViewRepresentableContext(coordinator: box.coordinator, environment: node.environment)
  }

  package var inspectionDescription: String { String(describing: Representable.self) }
}

/// A represented widget and its coordinator, kept by the view's node; dismantled when the
/// node lets it go.
@MainActor
final class RepresentedWidget<Representable: TerminalViewRepresentable> {
  let widget: Representable.TerminalViewType
  let coordinator: Representable.Coordinator

  init(widget: Representable.TerminalViewType, coordinator: Representable.Coordinator) {
    self.widget = widget
    self.coordinator = coordinator
  }

  isolated deinit {
    Representable.dismantleTerminalView(widget, coordinator: coordinator)
  }
}

extension ViewNode {
  /// The terminal widget this node shows, if it stands for a representable.
  @MainActor var terminalWidget: (any TerminalWidget)? {
    locals[(any TerminalWidget).self]
  }
}

extension _TerminalRepresentableView: NodeLayout where Representable: TerminalViewRepresentable {
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    let box = host(in: context.node)
    return representable.sizeThatFits(
      proposal, terminalView: box.widget, context: self.context(box, context.node))
      ?? proposal.replacingUnspecifiedDimensions()
  }
}

extension _TerminalRepresentableView: PlatformRepresentable
where Representable: TerminalViewRepresentable {
  package func platformView(of node: ViewNode) -> AnyObject? { node.terminalWidget }
}

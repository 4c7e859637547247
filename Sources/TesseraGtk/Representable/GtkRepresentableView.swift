#if GTK
  import CGtk
  import Foundation
  import TesseraCore

  /// The view a `GtkWidgetRepresentable` stands for: it keeps the widget and coordinator
  /// in its node and lays the widget out.
  public struct _GtkRepresentableView<Representable>: View {
    /// Shown by the GTK backend.
    public typealias Body = Never
    let representable: Representable
  }

  extension _GtkRepresentableView: PrimitiveView, InspectableElement
  where Representable: GtkWidgetRepresentable {
    package func makeChildren(into children: inout ChildList, node: ViewNode) {
      let box = host(in: node)
      representable.updateWidget(box.widget, context: context(box, node))
    }

    /// The widget and coordinator of `node`, made on first use.
    func host(in node: ViewNode) -> RepresentedGtkWidget<Representable> {
      if let existing = node.locals[RepresentedGtkWidget<Representable>.self] {
        return existing
      }
      let coordinator = representable.makeCoordinator()
      let context = GtkWidgetRepresentableContext<Representable>(
        coordinator: coordinator, environment: node.environment)
      let box = RepresentedGtkWidget<Representable>(
        widget: representable.makeWidget(context: context), coordinator: coordinator)
      node.locals[RepresentedGtkWidget<Representable>.self] = box
      // Backends find the widget without knowing the representable's type.
      node.locals[(any NativeWidgetHolder).self] = box
      return box
    }

    func context(_ box: RepresentedGtkWidget<Representable>, _ node: ViewNode)
      -> GtkWidgetRepresentableContext<Representable>
    {
      GtkWidgetRepresentableContext(coordinator: box.coordinator, environment: node.environment)
    }

    package var inspectionDescription: String { String(describing: Representable.self) }
  }

  extension _GtkRepresentableView: PlatformRepresentable
  where Representable: GtkWidgetRepresentable {
    /// The holder of the widget layout made; the renderer takes the widget from it.
    package func platformView(of node: ViewNode) -> AnyObject? {
      node.locals[(any NativeWidgetHolder).self]
    }
  }

  extension _GtkRepresentableView: NodeLayout where Representable: GtkWidgetRepresentable {
    package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
      let box = host(in: context.node)
      if let size = representable.sizeThatFits(
        proposal, widget: box.widget, context: self.context(box, context.node))
      {
        return size
      }
      var width: Int32 = 0
      var height: Int32 = 0
      gtk_widget_measure(box.widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &width, nil, nil)
      if let offered = proposal.width, offered.isFinite { width = min(width, Int32(offered)) }
      gtk_widget_measure(box.widget, GTK_ORIENTATION_VERTICAL, width, nil, &height, nil, nil)
      return CGSize(width: CGFloat(width), height: CGFloat(height))
    }
  }

  /// A represented widget and its coordinator, kept by the view's node; dismantled (and
  /// released) when the node lets it go.
  final class RepresentedGtkWidget<Representable: GtkWidgetRepresentable>: NativeWidgetHolder {
    let widget: UnsafeMutablePointer<GtkWidget>
    let coordinator: Representable.Coordinator

    init(widget: UnsafeMutablePointer<GtkWidget>, coordinator: Representable.Coordinator) {
      self.widget = widget
      self.coordinator = coordinator
      g_object_ref_sink(widget.object)
    }

    isolated deinit {
      Representable.dismantleWidget(widget, coordinator: coordinator)
      g_object_unref(widget.object)
    }
  }

  /// Type-erased access to the widget a node holds.
  @MainActor
  protocol NativeWidgetHolder: AnyObject {
    var widget: UnsafeMutablePointer<GtkWidget> { get }
  }

#endif

#if GTK
  import CGtk
  import Foundation
  import TesseraCore

  /// A GTK widget of your own in a Tessera view: the GTK counterpart of
  /// `UIViewRepresentable`. Tessera makes the widget once per view identity (`makeWidget`),
  /// updates it whenever the view is re-created (`updateWidget`), keeps one coordinator for
  /// it (`makeCoordinator`, then `context.coordinator`, the place for signal handlers'
  /// state), places it where the layout puts the view, and lets you tear it down when the
  /// view leaves the tree (`dismantleWidget`). Import `CGtk` to make widgets.
  @MainActor @preconcurrency
  public protocol GtkWidgetRepresentable: View {
    /// An object that carries state and callbacks between the widget and your views.
    associatedtype Coordinator = Void
    /// What the methods receive.
    typealias Context = GtkWidgetRepresentableContext<Self>

    /// Makes the widget (Tessera keeps a reference to it).
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkWidget>
    /// Brings the widget up to date with this view's values.
    func updateWidget(_ widget: UnsafeMutablePointer<GtkWidget>, context: Context)
    /// Makes the coordinator (once, before the widget).
    func makeCoordinator() -> Coordinator
    /// Tears the widget down when the view leaves the tree.
    static func dismantleWidget(_ widget: UnsafeMutablePointer<GtkWidget>, coordinator: Coordinator)
    /// The size the widget wants for `proposal`, or nil for its natural size (measured by
    /// GTK, no wider than offered).
    func sizeThatFits(
      _ proposal: ProposedViewSize, widget: UnsafeMutablePointer<GtkWidget>, context: Context
    ) -> CGSize?
  }

  extension GtkWidgetRepresentable {
    /// Shown by the GTK backend through the widget.
    public var body: _GtkRepresentableView<Self> { _GtkRepresentableView(representable: self) }

    /// Nothing to tear down by default.
    public static func dismantleWidget(
      _ widget: UnsafeMutablePointer<GtkWidget>, coordinator: Coordinator
    ) {}

    /// The widget's natural size by default.
    public func sizeThatFits(
      _ proposal: ProposedViewSize, widget: UnsafeMutablePointer<GtkWidget>, context: Context
    ) -> CGSize? { nil }
  }

  extension GtkWidgetRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
  }

  /// What a representable's methods receive: its coordinator and its environment.
  @MainActor
  public struct GtkWidgetRepresentableContext<Representable: GtkWidgetRepresentable> {
    /// The coordinator `makeCoordinator` made.
    public let coordinator: Representable.Coordinator
    /// The environment of the view.
    public let environment: EnvironmentValues
  }
#endif

import Foundation
import TesseraCore

/// A terminal widget of your own in a Tessera view: the terminal's counterpart of
/// `UIViewRepresentable`. Tessera makes the widget once per view identity
/// (`makeTerminalView`), updates it whenever the view is re-created
/// (`updateTerminalView`), keeps one coordinator for it (`makeCoordinator`, then
/// `context.coordinator`), and lets you tear it down when the view leaves
/// (`dismantleTerminalView`).
@MainActor @preconcurrency
public protocol TerminalViewRepresentable: View {
  /// The widget's type.
  associatedtype TerminalViewType: TerminalWidget
  /// An object that carries state and callbacks between the widget and your views.
  associatedtype Coordinator = Void
  /// What the methods receive.
  typealias Context = TerminalViewRepresentableContext<Self>

  /// Makes the widget.
  func makeTerminalView(context: Context) -> TerminalViewType
  /// Brings the widget up to date with this view's values.
  func updateTerminalView(_ view: TerminalViewType, context: Context)
  /// Makes the coordinator (once, before the widget).
  func makeCoordinator() -> Coordinator
  /// Tears the widget down when the view leaves the tree.
  static func dismantleTerminalView(_ view: TerminalViewType, coordinator: Coordinator)
  /// The size the widget wants for `proposal`, or nil to take the space offered.
  func sizeThatFits(
    _ proposal: ProposedViewSize, terminalView: TerminalViewType, context: Context
  ) -> CGSize?
}

extension TerminalViewRepresentable {
  /// Drawn by the terminal backend through the widget.
  public var body: _TerminalRepresentableView<Self> {
    _TerminalRepresentableView(representable: self)
  }

  /// Nothing to tear down by default.
  public static func dismantleTerminalView(_ view: TerminalViewType, coordinator: Coordinator) {}

  /// Takes the space offered by default.
  public func sizeThatFits(
    _ proposal: ProposedViewSize, terminalView: TerminalViewType, context: Context
  ) -> CGSize? { nil }
}

extension TerminalViewRepresentable where Coordinator == Void {
  /// No coordinator.
  public func makeCoordinator() {}
}

/// What a representable's methods receive: its coordinator and its environment.
@MainActor
public struct TerminalViewRepresentableContext<Representable: TerminalViewRepresentable> {
  /// The coordinator `makeCoordinator` made.
  public let coordinator: Representable.Coordinator
  /// The environment of the view.
  public let environment: EnvironmentValues
}

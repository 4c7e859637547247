import Tessera

extension InspectedView {
  /// How a presentation is shown.
  public enum PresentationKind: Sendable, Equatable {
    /// A sheet (`sheet(isPresented:)`, `sheet(item:)`).
    case sheet
    /// A cover that hides what is under it (`fullScreenCover`).
    case fullScreenCover
    /// An alert or a confirmation dialog.
    case alert
    /// A popover beside the view that presented it (in a compact-width window a popover
    /// is a sheet, as on an iPhone).
    case popover
    /// A menu's list of actions (a `Menu`'s, a context menu's), dropping down from the view
    /// that opened it.
    case menu
    /// A window of one of the app's scenes (`openWindow`).
    case window
  }

  /// For a presentation (one of `TestHost.presentations`), how it is shown; nil for any
  /// other view.
  public var presentationKind: PresentationKind? {
    guard let element = node.view(as: (any PresentationElement).self) else { return nil }
    return switch element.presentationKind {
    case .sheet: .sheet
    case .fullScreenCover: .fullScreenCover
    case .alert: .alert
    case .popover: .popover
    case .menu: .menu
    case .window: .window
    }
  }

  /// For a sheet given `presentationDetents`, the detent it rests at; nil for a sheet
  /// that fills the window and for any other view.
  public var presentationDetent: PresentationDetent? { node.sheetDetent }
}

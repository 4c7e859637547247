import Foundation

extension View {
  /// Keeps the user from dismissing the sheet or cover this view is in (Esc, the window's
  /// close button); the app can still close it. `false` allows it again.
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    modifier(InteractiveDismissModifier(isDisabled: isDisabled))
  }

  /// The heights the sheet this view is in can rest at. Accepted: Tessera's sheets fill
  /// the window (see ``PresentationDetent``).
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    self
  }

  /// The heights the sheet this view is in can rest at, with the one it rests at now.
  /// Accepted: Tessera's sheets fill the window, and `selection` stays as the app sets it.
  public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View {
    self
  }

  /// Whether the sheet this view is in shows a drag indicator. Accepted: Tessera's sheets
  /// are not dragged, so none is shown.
  public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    self
  }

  /// The corner radius of the sheet this view is in. Accepted: sheets fill the window.
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
    self
  }

  /// How large the sheet this view is in is (`.form`, `.page`, `.fitted`). Accepted:
  /// sheets fill the window.
  public func presentationSizing(_ sizing: PresentationSizing) -> some View {
    self
  }

  /// Pads this view by the platform's margin for a scene's content: the default padding.
  public func scenePadding(_ edges: Edge.Set = .all) -> some View {
    padding(edges)
  }
}

/// How large a sheet is, on platforms where sheets are smaller than their window.
public struct PresentationSizing: Sendable, Equatable {
  let name: String
  /// The platform's choice.
  public static let automatic = PresentationSizing(name: "automatic")
  /// A form's size.
  public static let form = PresentationSizing(name: "form")
  /// A page's size.
  public static let page = PresentationSizing(name: "page")
  /// As large as its content.
  public static let fitted = PresentationSizing(name: "fitted")

  /// This sizing, fitted to the content along `horizontal` and `vertical`.
  public func fitted(horizontal: Bool, vertical: Bool) -> PresentationSizing { self }
  /// This sizing, its size stuck once shown along `horizontal` and `vertical`.
  public func sticky(horizontal: Bool = false, vertical: Bool = false) -> PresentationSizing {
    self
  }
}

extension View {
  /// Paints the background of the sheet this view is in with `style`: a view's
  /// background behind the whole presentation.
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
    background(style)
  }

  /// Puts `content` behind the sheet this view is in.
  public func presentationBackground<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    background(alignment: alignment, content: content)
  }
}

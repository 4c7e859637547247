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

import Foundation

extension View {
  /// Keeps the user from dismissing the sheet or cover this view is in (Esc, the window's
  /// close button); the app can still close it. `false` allows it again.
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    modifier(InteractiveDismissModifier(isDisabled: isDisabled))
  }

  /// The heights the sheet this view is in can rest at (see ``PresentationDetent``). It
  /// opens at the smallest; the user can move it to the others.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    modifier(SheetDetentsModifier(detents: detents, selection: nil, dragIndicator: nil))
  }

  /// The heights the sheet this view is in can rest at, with the one it rests at now:
  /// setting `selection` moves the sheet, and moving the sheet sets it.
  public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View {
    modifier(SheetDetentsModifier(detents: detents, selection: selection, dragIndicator: nil))
  }

  /// Whether the sheet this view is in shows a drag indicator: by default, when it has
  /// more than one detent. In the terminal it is a mark on the sheet's top edge, which a
  /// click moves to the next detent.
  public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    modifier(SheetDetentsModifier(detents: nil, selection: nil, dragIndicator: visibility))
  }

  /// The corner radius of the sheet this view is in. Accepted: cells and GTK windows
  /// keep their own corners.
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
    self
  }

  /// How large the sheet this view is in is (`.form`, `.page`, `.fitted`). Accepted:
  /// a sheet fills the window unless it is given `presentationDetents`.
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

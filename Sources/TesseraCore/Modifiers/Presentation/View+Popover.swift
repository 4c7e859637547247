extension View {
  /// Presents `content` in a popover while `isPresented` is true: a box beside this view
  /// (under it, or above it when there is no room below), or a sheet in a compact-width
  /// window, as on an iPhone. Esc (or the window's close button) dismisses it;
  /// `attachmentAnchor` and `arrowEdge` are accepted.
  public func popover<Content: View>(
    isPresented: Binding<Bool>,
    attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(PopoverModifier(isPresented: isPresented, content: content))
  }

  /// Presents a popover for `item` while it is not nil; dismissing sets it to nil. Shown
  /// as ``popover(isPresented:attachmentAnchor:arrowEdge:content:)`` is.
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>,
    attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    let isPresented = Binding(isPresenting: item)
    return modifier(
      PopoverModifier(isPresented: isPresented) {
        // A different item is a different popover, with fresh state.
        item.wrappedValue.map { content($0).id($0.id) }
      })
  }
}

/// A popover beside the view in a window of regular width, a sheet in a compact one.
private struct PopoverModifier<Presented: View>: ViewModifier {
  let isPresented: Binding<Bool>
  let content: () -> Presented
  @Environment(\.horizontalSizeClass) private var sizeClass

  func body(content view: Content) -> some View {
    view.modifier(
      PresentationModifier(
        kind: sizeClass == .compact ? .sheet : .popover, isPresented: isPresented,
        onDismiss: nil, content: content))
  }
}

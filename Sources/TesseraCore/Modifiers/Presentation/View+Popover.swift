extension View {
  /// Presents `content` in a popover while `isPresented` is true.
  ///
  /// Tessera shows it as a sheet over the window, as an iPhone shows a popover in compact
  /// width: Esc (or the window's close button) dismisses it, and `attachmentAnchor` and
  /// `arrowEdge` are accepted.
  public func popover<Content: View>(
    isPresented: Binding<Bool>,
    attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    sheet(isPresented: isPresented, content: content)
  }

  /// Presents a popover for `item` while it is not nil; dismissing sets it to nil. Shown
  /// as a sheet, as ``popover(isPresented:attachmentAnchor:arrowEdge:content:)`` is.
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>,
    attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    sheet(item: item, content: content)
  }
}

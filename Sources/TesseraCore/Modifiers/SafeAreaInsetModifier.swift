import Foundation

extension View {
  /// Puts `content` along the top or bottom edge of this view, which keeps clear of it:
  /// a bar of buttons under a list, for example.
  ///
  /// Tessera stacks the two: the view takes the room the content leaves (SwiftUI lets a
  /// scroll view's content scroll under the inset; here it stops above it).
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    SafeAreaInsetStack(
      axis: .vertical, leadingInset: edge == .top, spacing: spacing ?? 0,
      alignment: Alignment(horizontal: alignment, vertical: .center), main: self,
      inset: content())
  }

  /// Puts `content` along the leading or trailing edge of this view, which keeps clear
  /// of it.
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    SafeAreaInsetStack(
      axis: .horizontal, leadingInset: edge == .leading, spacing: spacing ?? 0,
      alignment: Alignment(horizontal: .center, vertical: alignment), main: self,
      inset: content())
  }

  /// Adds `length` (or the platform's padding) to the safe area of this view along
  /// `edges`. Tessera pads the view, which is the same for content that does not scroll.
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    padding(edges, length)
  }

  /// Adds `insets` to the safe area of this view: padding, in Tessera.
  public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
    padding(insets)
  }

  /// Adds `length` to the safe area of this view on every edge: padding, in Tessera.
  public func safeAreaPadding(_ length: CGFloat) -> some View {
    padding(length)
  }
}

/// A view and its safe-area inset, one after the other along `axis`.
private struct SafeAreaInsetStack<Main: View, Inset: View>: View {
  let axis: Axis
  let leadingInset: Bool
  let spacing: CGFloat
  let alignment: Alignment
  let main: Main
  let inset: Inset

  var body: some View {
    if axis == .vertical {
      VStack(alignment: alignment.horizontal, spacing: spacing) {
        if leadingInset { inset }
        main
        if !leadingInset { inset }
      }
    } else {
      HStack(alignment: alignment.vertical, spacing: spacing) {
        if leadingInset { inset }
        main
        if !leadingInset { inset }
      }
    }
  }
}

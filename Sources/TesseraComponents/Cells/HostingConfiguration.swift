import Tessera

/// A cell's content written as a Tessera view: the counterpart of UIKit's
/// `UIHostingConfiguration`.
///
/// ```swift
/// cell.contentConfiguration = HostingConfiguration {
///   HeartRateView(data: data)
/// }
/// .margins(.horizontal, 16)
/// .minSize(height: 32)
/// ```
/// The view lives in the list's view graph: a change it observes (an `@ObservedObject`'s
/// `@Published` property) redraws and resizes that cell alone, with no snapshot applied.
public struct HostingConfiguration<Content: View, Background: View>: CellContentConfiguration {
  private let content: Content
  private let background: Background
  private var margins = EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
  private var minWidth: CGFloat?
  private var minHeight: CGFloat?

  /// The cell's content and its background, with the default margins (16 points each side,
  /// none above or below, so rows are one terminal line apart).
  private init(content: Content, background: Background) {
    self.content = content
    self.background = background
  }

  /// The view to put in the cell.
  public func makeContentView() -> AnyView {
    AnyView(
      content
        .padding(margins)
        .frame(minWidth: minWidth, minHeight: minHeight, alignment: .leading)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(background))
  }

  /// The configuration with `length` points of margin on `edges`.
  public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> Self {
    var copy = self
    if edges.contains(.top) { copy.margins.top = length }
    if edges.contains(.leading) { copy.margins.leading = length }
    if edges.contains(.bottom) { copy.margins.bottom = length }
    if edges.contains(.trailing) { copy.margins.trailing = length }
    return copy
  }

  /// The configuration with the given margins.
  public func margins(_ insets: EdgeInsets) -> Self {
    var copy = self
    copy.margins = insets
    return copy
  }

  /// The configuration at least `width` × `height` points (nil: no minimum).
  public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> Self {
    var copy = self
    copy.minWidth = width
    copy.minHeight = height
    return copy
  }

  /// The configuration drawn over `background`.
  public func background<B: View>(@ViewBuilder content background: () -> B)
    -> HostingConfiguration<Content, B>
  {
    var copy = HostingConfiguration<Content, B>(content: content, background: background())
    copy.margins = margins
    copy.minWidth = minWidth
    copy.minHeight = minHeight
    return copy
  }

  /// The configuration drawn over a colour.
  public func background(_ color: Color) -> HostingConfiguration<Content, Color> {
    background { color }
  }
}

extension HostingConfiguration where Background == EmptyView {
  /// A cell showing `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content(), background: EmptyView())
  }
}

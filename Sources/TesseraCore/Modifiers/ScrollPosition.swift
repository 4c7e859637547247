import Foundation

/// Where a scroll view is scrolled to, as iOS 18's `scrollPosition(_:)` binds it: an
/// edge, a point of the content, or the view with an identity. Set it to scroll; the
/// scroll view sets it when the user scrolls.
///
/// ```swift
/// @State private var position = ScrollPosition(edge: .top)
/// ScrollView { … }.scrollPosition($position)
/// Button("Top") { position.scrollTo(edge: .top) }
/// ```
public struct ScrollPosition: Equatable {
  /// What the position names.
  package enum Target: Equatable {
    case none
    case edge(Edge)
    case point(x: CGFloat?, y: CGFloat?)
    case view(AnyHashable, anchor: UnitPoint?)
  }

  /// What the position names now.
  package private(set) var target: Target
  /// Counts the `scrollTo` calls, so that scrolling to the same place again scrolls.
  package private(set) var request = 0
  /// Whether the user scrolled to this position, rather than the app.
  public private(set) var isPositionedByUser = false

  /// No position yet, for a scroll view whose views have identities of `idType`.
  public init<ID: Hashable>(idType: ID.Type = Never.self) { target = .none }

  /// The content scrolled to `edge`.
  public init<ID: Hashable>(idType: ID.Type = Never.self, edge: Edge) { target = .edge(edge) }

  /// The content scrolled so that `point` is at the top leading corner.
  public init<ID: Hashable>(idType: ID.Type = Never.self, point: CGPoint) {
    target = .point(x: point.x, y: point.y)
  }

  /// The content scrolled to `x` across and `y` down.
  public init<ID: Hashable>(idType: ID.Type = Never.self, x: CGFloat, y: CGFloat) {
    target = .point(x: x, y: y)
  }

  /// The view with identity `id` scrolled to `anchor`.
  public init(id: some Hashable, anchor: UnitPoint? = nil) {
    target = .view(AnyHashable(id), anchor: anchor)
  }

  /// The edge scrolled to, if the position is one.
  public var edge: Edge? {
    if case .edge(let edge) = target { return edge }
    return nil
  }

  /// The point scrolled to, if the position is one.
  public var point: CGPoint? {
    if case .point(let x, let y) = target { return CGPoint(x: x ?? 0, y: y ?? 0) }
    return nil
  }

  /// The identity of the view scrolled to, if the position is one.
  public var viewID: (any Hashable)? {
    if case .view(let id, _) = target { return id.base as? any Hashable }
    return nil
  }

  /// The identity of the view scrolled to, if it is one of type `type`.
  public func viewID<T: Hashable>(type: T.Type) -> T? {
    if case .view(let id, _) = target { return id.base as? T }
    return nil
  }

  /// Scrolls to `edge`.
  public mutating func scrollTo(edge: Edge) { set(.edge(edge)) }

  /// Scrolls so that `point` is at the top leading corner.
  public mutating func scrollTo(point: CGPoint) { set(.point(x: point.x, y: point.y)) }

  /// Scrolls to `x` across, keeping the vertical position.
  public mutating func scrollTo(x: CGFloat) { set(.point(x: x, y: nil)) }

  /// Scrolls to `y` down, keeping the horizontal position.
  public mutating func scrollTo(y: CGFloat) { set(.point(x: nil, y: y)) }

  /// Scrolls to `x` across and `y` down.
  public mutating func scrollTo(x: CGFloat, y: CGFloat) { set(.point(x: x, y: y)) }

  /// Scrolls the view with identity `id` to `anchor` (as little as shows it, without).
  public mutating func scrollTo(id: some Hashable, anchor: UnitPoint? = nil) {
    set(.view(AnyHashable(id), anchor: anchor))
  }

  private mutating func set(_ target: Target) {
    self.target = target
    request += 1
    isPositionedByUser = false
  }

  /// The position the user scrolled to: the view at `anchor`, else the point.
  package static func scrolledByUser(to offset: CGPoint, view: AnyHashable?, anchor: UnitPoint?)
    -> ScrollPosition
  {
    var position = ScrollPosition()
    position.target = view.map { .view($0, anchor: anchor) } ?? .point(x: offset.x, y: offset.y)
    position.isPositionedByUser = true
    return position
  }

  /// This position, keeping `request` so that it asks for no scroll of its own.
  package func keepingRequest(of other: ScrollPosition) -> ScrollPosition {
    var copy = self
    copy.request = other.request
    return copy
  }
}

extension View {
  /// Binds the scroll position of the scroll view or list below: setting `position`
  /// (`scrollTo(edge:)`, `scrollTo(id:)`, `scrollTo(point:)`) scrolls it, and the user's
  /// scrolling sets it, to the view with an identity at `anchor` when there is one.
  public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil)
    -> some View
  {
    modifier(ScrollPositionBindingModifier(position: position, anchor: anchor))
  }
}

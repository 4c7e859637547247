import Foundation

/// The shape of the container a view is in, as `containerShape(_:)` sets it above: a
/// card's badge or image rounded like the card. With no container shape set, a
/// rectangle.
public struct ContainerRelativeShape: InsettableShape, Hashable {
  /// How much smaller than the container's shape it is drawn.
  var inset: CGFloat = 0

  /// The container's shape.
  public nonisolated init() {}

  /// A rectangle, inset: the shape where no container shape is set (a painted one takes
  /// the container's, see ``View/containerShape(_:)``).
  public nonisolated func path(in rect: CGRect) -> Path {
    Path(rect.insetBy(dx: inset, dy: inset))
  }

  /// This shape, `amount` smaller on every side.
  public nonisolated func inset(by amount: CGFloat) -> ContainerRelativeShape {
    var shape = self
    shape.inset += amount
    return shape
  }
}

extension Shape where Self == ContainerRelativeShape {
  /// The shape of the container the view is in.
  public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

private struct ContainerShapeKey: EnvironmentKey {
  static let defaultValue: AnyShape? = nil
}

extension EnvironmentValues {
  /// The shape `ContainerRelativeShape`s below take (`containerShape(_:)`).
  package var containerShape: AnyShape? {
    get { self[ContainerShapeKey.self] }
    set { self[ContainerShapeKey.self] = newValue }
  }
}

extension View {
  /// Sets the shape that a `ContainerRelativeShape` filled inside this view takes, as
  /// the rounded card it sits on.
  public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
    environmentValue(\.containerShape, AnyShape(shape), name: "containerShape")
  }
}

/// A painted shape that can take the container's shape in place of a
/// `ContainerRelativeShape`.
@MainActor
protocol ContainerRelativePainting {
  /// The same paint on `container`, when the shape painted is a `ContainerRelativeShape`.
  func painting(in container: AnyShape) -> (any ShapePainting)?
}

extension _ShapeView: ContainerRelativePainting {
  func painting(in container: AnyShape) -> (any ShapePainting)? {
    guard let relative = shape as? ContainerRelativeShape else { return nil }
    let shape = AnyShape(_InsetShape(base: container, amount: relative.inset))
    return _ShapeView<AnyShape, Style>(shape: shape, style: style, fillStyle: fillStyle)
  }
}

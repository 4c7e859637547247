extension View {
  /// Sets the area that responds to taps and pointer hovering to `shape`, fitted to the
  /// view's frame.
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    modifier(ContentShapeModifier(shape: shape, isEOFilled: eoFill))
  }
}

/// The area of a view that responds to taps.
package struct ContentShapeModifier<HitShape: Shape>: PrimitiveModifier, InspectableElement,
  HitArea
{
  package typealias Body = Never

  /// The shape, fitted to the view's frame.
  package var shape: HitShape
  /// Whether the even-odd rule decides what is inside.
  package var isEOFilled: Bool

  package var inspectionDescription: String {
    "contentShape(\(InspectionFormat.shape(shape)))"
  }
}

/// A modifier that makes its view's whole frame respond to the pointer, drawn or not.
@MainActor
package protocol HitArea {}

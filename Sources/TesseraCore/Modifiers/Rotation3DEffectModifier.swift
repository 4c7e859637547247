import Foundation

extension View {
  /// Draws the view rotated by `angle` around `axis` in three dimensions, without changing
  /// its layout.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View {
    modifier(
      Rotation3DEffectModifier(
        angle: angle, axisX: axis.x, axisY: axis.y, axisZ: axis.z, anchor: anchor,
        anchorZ: anchorZ, perspective: perspective))
  }
}

/// Rotates how a view is drawn, in three dimensions.
package struct Rotation3DEffectModifier: PrimitiveModifier, InspectableElement, Equatable {
  package typealias Body = Never

  /// The rotation.
  package var angle: Angle
  /// The x component of the rotation axis.
  package var axisX: CGFloat
  /// The y component of the rotation axis.
  package var axisY: CGFloat
  /// The z component of the rotation axis.
  package var axisZ: CGFloat
  /// The point rotated around, in unit coordinates.
  package var anchor: UnitPoint
  /// The depth of the point rotated around.
  package var anchorZ: CGFloat
  /// How strong the perspective is; 0 draws without perspective.
  package var perspective: CGFloat

  /// The rotation axis.
  package var axis: (x: CGFloat, y: CGFloat, z: CGFloat) { (axisX, axisY, axisZ) }

  package var inspectionDescription: String {
    let axisText =
      "(\(InspectionFormat.number(axisX)), \(InspectionFormat.number(axisY)), "
      + "\(InspectionFormat.number(axisZ)))"
    var arguments = [angle.inspectionName, "axis: \(axisText)"]
    if anchor != .center { arguments.append("anchor: \(anchor.inspectionName)") }
    if anchorZ != 0 { arguments.append("anchorZ: \(InspectionFormat.number(anchorZ))") }
    if perspective != 1 {
      arguments.append("perspective: \(InspectionFormat.number(perspective))")
    }
    return "rotation3DEffect(\(arguments.joined(separator: ", ")))"
  }
}

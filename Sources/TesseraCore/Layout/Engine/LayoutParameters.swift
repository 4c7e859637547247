/// A container whose layout follows from a few parameters (alignment, spacing) and its
/// children's sizes. When a new value has the same parameters and the same children, the
/// container need not be measured again: a child that changed marks itself, and the
/// container is measured again only if that child's size changes.
@MainActor
package protocol LayoutParameters {
  /// Whether `other` is a value of this type that lays out its children the same way.
  func hasSameLayoutParameters(as other: any View) -> Bool
}

extension VStack: LayoutParameters {
  package func hasSameLayoutParameters(as other: any View) -> Bool {
    guard let other = other as? Self else { return false }
    return alignment == other.alignment && spacing == other.spacing
  }
}

extension HStack: LayoutParameters {
  package func hasSameLayoutParameters(as other: any View) -> Bool {
    guard let other = other as? Self else { return false }
    return alignment == other.alignment && spacing == other.spacing
  }
}

extension ZStack: LayoutParameters {
  package func hasSameLayoutParameters(as other: any View) -> Bool {
    guard let other = other as? Self else { return false }
    return alignment == other.alignment
  }
}

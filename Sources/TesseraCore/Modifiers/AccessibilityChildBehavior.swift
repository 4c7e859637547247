/// How a view made an accessibility element treats the elements inside it.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case ignore, contain, combine }
  let kind: Kind

  /// The children are not read; the element has only the label and value given to it.
  public static let ignore = AccessibilityChildBehavior(kind: .ignore)
  /// The children stay elements of their own, inside this one.
  public static let contain = AccessibilityChildBehavior(kind: .contain)
  /// The children's texts are read together as this element's.
  public static let combine = AccessibilityChildBehavior(kind: .combine)
}

import Foundation

extension Path {
  /// The region filled by this path or by `other` (or both), as one path. Unclosed
  /// subpaths count as closed; `eoFill` reads both paths by the even-odd rule, else by
  /// the non-zero rule. Filling the result by either rule gives the same region. Curves
  /// come back as short straight lines.
  public func union(_ other: Path, eoFill: Bool = false) -> Path {
    PathBoolean.region(.union, self, other, eoFill: eoFill)
  }

  /// The region filled by both this path and `other`, as one path.
  public func intersection(_ other: Path, eoFill: Bool = false) -> Path {
    PathBoolean.region(.intersection, self, other, eoFill: eoFill)
  }

  /// The region filled by this path and not by `other`, as one path.
  public func subtracting(_ other: Path, eoFill: Bool = false) -> Path {
    PathBoolean.region(.subtracting, self, other, eoFill: eoFill)
  }

  /// The region filled by exactly one of this path and `other`, as one path.
  public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path {
    PathBoolean.region(.symmetricDifference, self, other, eoFill: eoFill)
  }

  /// The outline of this path where it lies inside the region `other` fills. Subpaths
  /// that are cut become open; a closed subpath inside whole stays closed.
  public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path {
    PathBoolean.outline(of: self, keepInside: true, of: other, eoFill: eoFill)
  }

  /// The outline of this path where it lies outside the region `other` fills.
  public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path {
    PathBoolean.outline(of: self, keepInside: false, of: other, eoFill: eoFill)
  }

  /// The region this path fills, with overlapping and crossing subpaths resolved into
  /// outlines that do not cross, so either fill rule fills it alike.
  public func normalized(eoFill: Bool = true) -> Path {
    PathBoolean.region(.union, self, Path(), eoFill: eoFill)
  }
}

/// The orientation of a device's interface, for `previewInterfaceOrientation(_:)`.
public enum InterfaceOrientation: Sendable, Hashable, CaseIterable {
  /// Upright.
  case portrait
  /// Upside down.
  case portraitUpsideDown
  /// Turned so the top points left.
  case landscapeLeft
  /// Turned so the top points right.
  case landscapeRight
}

extension View {
  /// Accepted for compatibility: a terminal or a window has no orientation.
  public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> some View {
    self
  }
}

import Foundation

/// How a preview is laid out: `.previewLayout(.sizeThatFits)`.
public enum PreviewLayout: Sendable, Equatable {
  /// Filling the screen or window, as an app's content is.
  case device
  /// At the view's ideal size.
  case sizeThatFits
  /// In a frame of the given size.
  case fixed(width: CGFloat, height: CGFloat)
}

extension View {
  /// Accepted for compatibility: SwiftUI reads it only in Xcode's canvas. For a layout
  /// that `--preview` follows, give `#Preview` a trait such as `.sizeThatFitsLayout`.
  public func previewLayout(_ layout: PreviewLayout) -> some View { self }
}

/// How content is scaled to an aspect ratio: to fit inside the space, or to fill it.
public enum ContentMode: Hashable, CaseIterable, Sendable {
  /// Scales the content to fit inside the space, keeping its aspect ratio.
  case fit
  /// Scales the content to fill the space, keeping its aspect ratio; it may overflow.
  case fill
}

import TesseraCore

/// Where an `AsyncImage` is: waiting for its image, showing it, or failed.
public enum AsyncImagePhase: Sendable {
  /// No image yet: loading (or nothing to load).
  case empty
  /// The image loaded.
  case success(Image)
  /// Loading failed; the error is usually an `AsyncImageError`.
  case failure(any Error)

  /// The image, in the success phase.
  public var image: Image? {
    if case .success(let image) = self { image } else { nil }
  }

  /// The error, in the failure phase.
  public var error: (any Error)? {
    if case .failure(let error) = self { error } else { nil }
  }
}

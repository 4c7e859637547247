import TesseraCore

private struct ImageLoaderKey: EnvironmentKey {
  static var defaultValue: ImageLoader { .shared }
}

extension EnvironmentValues {
  /// The loader `AsyncImage` and `CachedAsyncImage` load through (`ImageLoader.shared`
  /// unless set), and so the cache they share.
  public var imageLoader: ImageLoader {
    get { self[ImageLoaderKey.self] }
    set { self[ImageLoaderKey.self] = newValue }
  }
}

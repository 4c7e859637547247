import Tessera

/// An image loaded from a URL through the shared, cached `ImageLoader`: a spinner while it
/// loads, the image once it is there, and nothing at all if it fails.
///
/// A cached image shows at once, with no spinner and no request. Each URL gets its own
/// loading state (a reused cell given a new URL never shows the old image), the load is
/// cancelled when the view disappears, and an invalid URL, a response outside 2xx or
/// bytes that are not an image render nothing rather than spinning forever.
public struct CachedAsyncImage<Content: View>: View {
  private let url: URL?
  private let content: (Image) -> Content

  /// The image at `url`, shaped by `content` (such as `{ $0.resizable() }`).
  public init(url: URL?, @ViewBuilder content: @escaping (Image) -> Content) {
    self.url = url
    self.content = content
  }

  /// The phase of the shared `AsyncImage`: spinner, image, or nothing.
  public var body: some View {
    AsyncImage(url: url) { phase in
      switch phase {
      case .empty: ProgressView()
      case .success(let image): content(image)
      case .failure: EmptyView()
      }
    }
  }
}

extension CachedAsyncImage where Content == Image {
  /// The image at `url` in its natural size.
  public init(url: URL?) {
    self.init(url: url) { $0 }
  }
}

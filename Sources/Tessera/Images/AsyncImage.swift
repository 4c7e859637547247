import Foundation
import TesseraCore

/// An image loaded from a URL, as SwiftUI's `AsyncImage`: shown once it arrives, with a
/// placeholder until then.
///
/// Images load through the environment's `imageLoader` and its cache: an image already
/// cached is shown at once, with no request and no placeholder. Each URL gets its own
/// loading state, so a view given a new URL never shows the previous URL's image. The
/// load is cancelled when the view disappears. A nil or unusable URL, a response outside
/// 2xx and bytes that are not an image give the `.failure` phase.
public struct AsyncImage<Content: View>: View {
  private let url: URL?
  private let transaction: Transaction
  private let render: (AsyncImagePhase) -> AnyView

  /// The image at `url` in its natural size, or a grey placeholder until it loads.
  /// `scale` is accepted for SwiftUI compatibility; images are drawn one point a pixel.
  public init(url: URL?, scale: CGFloat = 1) where Content == Image {
    self.url = url
    transaction = Transaction()
    render = { phase in
      if let image = phase.image { AnyView(image) } else { AnyView(Color.gray.opacity(0.3)) }
    }
  }

  /// The image at `url` shaped by `content`, or `placeholder()` until it loads (and when
  /// it fails).
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P> {
    self.url = url
    transaction = Transaction()
    render = { phase in
      if let image = phase.image { AnyView(content(image)) } else { AnyView(placeholder()) }
    }
  }

  /// A view for each phase of loading `url`: `.empty`, `.success(image)` or
  /// `.failure(error)`. A change of phase happens in `transaction`.
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.url = url
    self.transaction = transaction
    render = { AnyView(content($0)) }
  }

  /// The phase's view, with its own loading state for each URL.
  public var body: some View {
    AsyncImageLoad(url: url, transaction: transaction, render: render)
      .id(url)
  }
}

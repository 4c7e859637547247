import Foundation
import TesseraCore

/// The loading state of one `AsyncImage` for one URL: the cache is read when the body
/// is built, so a cached image shows at once; otherwise a task loads it (cancelled on
/// disappear) and stores the phase it ends in.
struct AsyncImageLoad: View {
  let url: URL?
  let transaction: Transaction
  let render: (AsyncImagePhase) -> AnyView
  @State private var loaded: AsyncImagePhase?
  @Environment(\.imageLoader) private var loader

  var body: some View {
    let phase = loaded ?? initialPhase
    render(phase)
      .task {
        guard case .empty = phase else { return }
        do {
          let image = try await loader.image(for: url)
          withTransaction(transaction) { loaded = .success(image) }
        } catch is CancellationError {
          return
        } catch {
          guard !Task.isCancelled else { return }
          withTransaction(transaction) { loaded = .failure(error) }
        }
      }
  }

  /// What shows before any load: the cached image, a failure for an unusable URL, or
  /// `.empty`.
  private var initialPhase: AsyncImagePhase {
    do {
      _ = try ImageLoader.validated(url)
    } catch {
      return .failure(error)
    }
    return loader.cachedImage(for: url).map(AsyncImagePhase.success) ?? .empty
  }
}

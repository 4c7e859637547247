import Foundation
import Tessera
import TesseraComponents

/// The cached-image screen: pictures loaded through the shared loader and its cache, one
/// invalid URL and one missing file (both render nothing), and a button that builds the
/// cells again, which a cache hit fills at once, with no request.
struct ImagesScreen: View {
  @Environment(\.imageLoader) private var loader
  @State private var generation = 0

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text("CachedAsyncImage").font(.headline)
      // As many to a row as the width holds: a narrow window wraps them rather than
      // cutting the row at both edges.
      LazyVGrid(
        columns: [GridItem(.adaptive(minimum: 96), spacing: 16, alignment: .top)],
        alignment: .leading, spacing: 8
      ) {
        ForEach(ImagesScreen.samples, id: \.title) { sample in
          VStack(spacing: 4) {
            CachedAsyncImage(url: sample.url)
              .frame(width: 96, height: 64)
            Text(sample.title)
          }
        }
      }
      .id(generation)
      HStack {
        Button("Show again") { generation += 1 }
        if generation > 0 {
          Text("Shown \(generation + 1) times, \(loader.requestCount) requests in all")
        }
      }
    }
    .padding()
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }

  /// The pictures shown: three of the Gallery's own, an invalid URL and a missing file.
  static let samples: [(title: String, url: URL?)] = [
    ("Sunrise", picture("sunrise")),
    ("Lake", picture("lake")),
    ("Aurora", picture("aurora")),
    ("Invalid URL", URL(string: "gallery:not-a-picture")),
    ("Missing", Bundle.module.resourceURL?.appendingPathComponent("Images/missing.png")),
  ]

  private static func picture(_ name: String) -> URL? {
    Bundle.module.url(forResource: name, withExtension: "png", subdirectory: "Images")
  }
}

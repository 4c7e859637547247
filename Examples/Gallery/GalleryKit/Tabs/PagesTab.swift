import Tessera

/// The pagination tab: the demo over the Gallery's shared page source.
struct PagesTab: View {
  @EnvironmentObject private var model: GalleryModel

  var body: some View {
    PaginationScreen(source: model.pageSource, retryDelay: model.retryDelay)
  }
}

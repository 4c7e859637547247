import Tessera

/// Pages shown one at a time, with buttons to go back and forth (wrapping around at
/// either end) and a row of dots that shows and picks the page.
struct PageView<Page: View>: View {
  var pages: [Page]
  @State private var currentPage = 0

  var body: some View {
    ZStack(alignment: .bottomTrailing) {
      Pager(pages: pages, currentPage: $currentPage)
      PageControl(numberOfPages: pages.count, currentPage: $currentPage)
        .padding(.trailing)
    }
  }
}

/// Shows the current page between a "previous" and a "next" button. Going back from the
/// first page shows the last, going on from the last shows the first.
struct Pager<Page: View>: View {
  var pages: [Page]
  @Binding var currentPage: Int

  var body: some View {
    HStack(spacing: 0) {
      Button(action: previous) {
        Label("Previous page", systemImage: "chevron.left").labelStyle(.iconOnly)
      }
      if pages.indices.contains(currentPage) {
        pages[currentPage]
      }
      Button(action: next) {
        Label("Next page", systemImage: "chevron.right").labelStyle(.iconOnly)
      }
    }
    // ← and → turn the pages while the pager has the focus.
    .onKeyPress(.leftArrow) {
      previous()
      return .handled
    }
    .onKeyPress(.rightArrow) {
      next()
      return .handled
    }
  }

  private func previous() {
    currentPage = (currentPage - 1 + pages.count) % max(pages.count, 1)
  }

  private func next() {
    currentPage = (currentPage + 1) % max(pages.count, 1)
  }
}

/// One dot per page, filled for the current one; choosing a dot shows its page.
struct PageControl: View {
  var numberOfPages: Int
  @Binding var currentPage: Int

  var body: some View {
    HStack(spacing: 0) {
      ForEach(0..<numberOfPages, id: \.self) { page in
        Button {
          currentPage = page
        } label: {
          Text(page == currentPage ? "●" : "○")
        }
        .accessibilityLabel("Page \(page + 1)")
      }
    }
  }
}

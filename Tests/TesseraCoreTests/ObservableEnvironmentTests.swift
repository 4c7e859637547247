import Tessera
import TesseraTesting
import Testing

// `import Tessera` alone brings `@Observable`, as `import SwiftUI` does.
@Observable
private final class Library {
  var title = "Shelf"
  var books: [String] = []
}

private struct BookCount: View {
  @Environment(Library.self) private var library
  var body: some View { Text("\(library.title): \(library.books.count) books") }
}

private struct TitleEditor: View {
  @Bindable var library: Library
  var body: some View { TextField("Title", text: $library.title) }
}

private struct LibraryScreen: View {
  @State private var library = Library()
  var body: some View {
    VStack {
      BookCount()
      TitleEditor(library: library)
      Button("Add book") { library.books.append("Book \(library.books.count + 1)") }
    }
    .environment(library)
  }
}

private struct OptionalReader: View {
  @Environment(Library.self) private var library: Library?
  var body: some View { Text(library.map { "library \($0.title)" } ?? "no library") }
}

private struct MissingReader: View {
  @Environment(Library.self) private var library
  var body: some View { Text(library.title) }
}

@MainActor
@Suite struct ObservableEnvironmentTests {
  @Test func environmentObjectIsFoundByTypeAndUpdatesItsReaders() throws {
    let host = TestHost(LibraryScreen())
    #expect(host.contains(text: "Shelf: 0 books"))
    try host.tap("Add book")
    try host.tap("Add book")
    #expect(host.contains(text: "Shelf: 2 books"))
  }

  @Test func withObservationTrackingComesWithTesseraAndTellsOfTheChangeItRead() {
    final class Changes: @unchecked Sendable { var count = 0 }
    let library = Library()
    let changes = Changes()
    let title = withObservationTracking {
      library.title
    } onChange: {
      changes.count += 1
    }
    #expect(title == "Shelf")
    library.books.append("Unread")
    #expect(changes.count == 0, "books were not read")
    library.title = "Stack"
    #expect(changes.count == 1)
  }

  @Test func bindableWritesThroughToTheObject() throws {
    let host = TestHost(LibraryScreen())
    try host.find(control: "Title").setText("Attic")
    #expect(host.contains(text: "Attic: 0 books"), "BookCount reads the title TitleEditor wrote")
  }

  @Test func bindableInlineGivesBindings() throws {
    let library = Library()
    let title = Bindable(library).title
    title.wrappedValue = "Cellar"
    #expect(library.title == "Cellar")
    #expect(title.wrappedValue == "Cellar")
  }

  @Test func nearestAncestorWinsAndNilClears() throws {
    let outer = Library()
    outer.title = "Outer"
    let inner = Library()
    inner.title = "Inner"
    let host = TestHost(
      VStack {
        OptionalReader()
        OptionalReader().environment(inner)
        OptionalReader().environment(nil as Library?)
      }
      .environment(outer))
    #expect(host.screen.joined(separator: "\n").contains("library Outer"))
    #expect(host.contains(text: "library Inner"))
    #expect(host.contains(text: "no library"), "nil removes the ancestor's object")
  }

  @Test func optionalFormReadsNilWhenMissing() {
    let host = TestHost(OptionalReader())
    #expect(host.contains(text: "no library"))
  }

  @Test func missingObjectStopsWithSwiftUIsMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { _ = TestHost(MissingReader()) }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("No Observable object of type Library found."))
    #expect(message.contains("MissingReader"))
  }
}

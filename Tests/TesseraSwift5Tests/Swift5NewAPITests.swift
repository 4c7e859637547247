// The API added for images, lists, bars and the components, compiled in Swift 5 mode as
// users' code often is.
import Tessera
import TesseraComponents
import TesseraTesting
import Testing

enum Swift5Tab: Int, ThemedTab {
  case first, second
  func title(in language: String) -> String { self == .first ? "First" : "Second" }
  func image(isSelected: Bool, theme: TabBarTheme) -> Image {
    Image(systemName: isSelected ? "star.fill" : "star")
  }
  var rootView: some View { Text(self == .first ? "first page" : "second page") }
}

struct Swift5Tabs: View {
  @StateObject private var appState = AppState<Swift5Tab>()
  var body: some View { ThemedTabView(appState: appState) }
}

struct Swift5Gallery: View {
  @State private var chosen: Set<Int> = []
  @State private var loading = LoadingState.success(nextPage: 1)

  var body: some View {
    VStack {
      NavigationStack {
        List(selection: $chosen) {
          ForEach(0..<3, id: \.self) { Text("Row \($0)") }
          LoadMoreView(loadingState: $loading) { page in loading = .loading(page: page) }
        }
        .navigationTitle("Rows")
      }
      .toolbarBackground(.blue, for: .navigationBar)
      AsyncImage(url: URL(string: "http://127.0.0.1:9/nothing.png")) { phase in
        if let image = phase.image {
          image.resizable()
        } else {
          Text("no picture")
        }
      }
      .frame(width: 32, height: 32)
    }
  }
}

@MainActor
final class Swift5Cells {
  let collectionView = CollectionView()
  var dataSource: DiffableDataSource<Int, String>?

  init() {
    let registration = CellRegistration<String> { cell, _, item in
      cell.contentConfiguration = HostingConfiguration { Text(item) }
    }
    dataSource = DiffableDataSource(collectionView: collectionView) { list, path, item in
      list.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
    }
    var snapshot = DiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["one", "two"])
    dataSource?.apply(snapshot)
  }
}

/// SwiftUI's signatures from Swift 5 code: a CGFloat font size, a gradient foreground.
struct Swift5Styles: View {
  var size: CGFloat = 15
  var body: some View {
    VStack {
      Text("Sized").font(.system(size: size, weight: .semibold, design: .serif))
      Text("Faded").foregroundStyle(
        LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
    }
    .foregroundStyle(.linearGradient(colors: [.green], startPoint: .top, endPoint: .bottom))
    .font(.system(size: size))
  }
}

@MainActor
@Suite struct Swift5NewAPITests {
  @Test func theNewAPIWorksFromSwift5Code() throws {
    #expect(TestHost(Swift5Tabs()).contains(text: "first page"))
    let host = TestHost(Swift5Gallery(), size: CGSize(width: 640, height: 800))
    try host.selectRow("Row 1")
    try host.selectRow("Row 2")
    #expect(host.selectableRows.count >= 3)
    let cells = Swift5Cells()
    let cellHost = TestHost(cells.collectionView.view)
    #expect(cellHost.contains(text: "one") && cellHost.contains(text: "two"))
    let styles = TestHost(Swift5Styles()).snapshot
    #expect(styles.contains("Text(\"Faded\") color: red"))
    #expect(styles.contains("Text(\"Sized\") font: 15pt"))
  }
}

/// This session's API written as Swift 5 code: split view, editor, table, grid, canvas,
/// commands and deep links.
struct Swift5Notes: App {
  @State var selected: String? = nil
  @State var text = ""
  var body: some Scene {
    WindowGroup {
      NavigationSplitView {
        List(["Inbox", "Ideas"], id: \.self, selection: $selected) { name in
          NavigationLink(name, value: name)
        }
      } detail: {
        VStack {
          TextEditor(text: $text)
          Grid {
            GridRow {
              Text("Words")
              Text("\(text.split(separator: " ").count)")
            }
          }
          Canvas { context, size in
            context.stroke(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
            context.clip(to: Path(CGRect(origin: .zero, size: size)), options: .inverse)
            context.addFilter(.shadow(color: .black, radius: 2, x: 1, y: 1))
            context.drawLayer { layer in
              layer.addFilter(.grayscale(0.5))
              let label = layer.resolve(Text("Hi"))
              layer.draw(label, in: CGRect(origin: .zero, size: label.measure(in: size)))
            }
            _ = context.clipBoundingRect
            _ = context.environment.colorScheme
          }
          ViewThatFits {
            Text("A long label")
            Text("Short")
          }
        }
        .onOpenURL { url in selected = url.host }
      }
    }
    .commands {
      CommandMenu("Notes") {
        Button("Clear") { text = "" }.keyboardShortcut("k")
      }
    }
  }
}

extension Swift5NewAPITests {
  @Test func thisSessionsAPICompilesFromSwift5Code() throws {
    let host = TestHost(app: Swift5Notes())
    try host.selectRow("Ideas")
    let editor = try #require(host.findAll(where: { $0.kind == "TextEditor" }).first)
    try editor.type(text: "two words")
    #expect(host.contains(text: "2"), "the grid counts the words")
    try host.press("k")
    #expect(host.contains(text: "0") && !host.contains(text: "2"), "the command cleared it")
  }
}

extension EnvironmentValues {
  @Entry var swift5Greeting = "hello"
  @Entry var swift5Limit: Int?
}

@MainActor
@Suite struct Swift5EntryTests {
  struct Greeting: View {
    @Environment(\.swift5Greeting) var greeting
    @Environment(\.swift5Limit) var limit
    var body: some View { Text("\(greeting) \(limit ?? 0)") }
  }

  @Test func entriesWorkInSwift5Mode() {
    #expect(TestHost(Greeting()).contains(text: "hello 0"))
    #expect(TestHost(Greeting().environment(\.swift5Limit, 3)).contains(text: "hello 3"))
  }
}

/// Session 20's API from Swift 5 code: a menu bar utility with a rich text label, a
/// radio-group picker, a file importer, Mac commands and the scroll hints.
@MainActor
@Suite struct Swift5MenuBarUtilityTests {
  struct Panel: View {
    @State var unit = "km"
    @State var importing = false
    @State var moves = 0
    var title: AttributedString {
      var text = AttributedString("Trail timer")
      text.font = .headline
      text.foregroundColor = .orange
      return text
    }
    var subtitle: AttributedString {
      (try? AttributedString(
        markdown: "*Keep* a **steady** pace", options: .init(interpretedSyntax: .inlineOnly)))
        ?? AttributedString("Keep a steady pace")
    }
    var body: some View {
      ScrollView {
        VStack {
          Text(title)
          Text(subtitle)
          Picker("Unit", selection: $unit) {
            Text("km").tag("km")
            Text("mi").tag("mi")
          }
          .pickerStyle(.radioGroup)
          Button("Import") { importing = true }
          Text("Moves \(moves), \(Image(systemName: "star.fill"))")
        }
        .onMoveCommand { _ in moves += 1 }
        .onExitCommand {}
      }
      .scrollClipDisabled()
      .scrollIndicatorsFlash(onAppear: true)
      .fileImporter(isPresented: $importing, allowedContentTypes: [.json]) { _ in }
    }
  }

  struct Utility: App {
    var body: some Scene {
      MenuBarExtra("Timer", systemImage: "timer") { Panel() }
        .menuBarExtraStyle(.window)
    }
  }

  @Test func aMenuBarUtilityRunsFromSwift5Code() throws {
    let host = TestHost(app: Utility())
    #expect(host.contains(text: "Trail timer"))
    #expect(host.contains(text: "Moves 0, ★"))
    try host.tap("mi")
    #expect(try #require(host.findAll(kind: "Picker").first).selection == AnyHashable("mi"))
  }

  /// Session 26's API as Swift 5 code writes it: a grid of sections with pinned headers,
  /// a measurement, a container shape, a transaction and UIKit's application.
  struct Field: View {
    @State private var opened = false
    private let walk = Measurement(value: 3.5, unit: UnitLength.kilometers)

    var body: some View {
      ScrollView {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 120))], pinnedViews: [.sectionHeaders]) {
          Section {
            Text(walk, format: .measurement(width: .abbreviated))
            ContainerRelativeShape().fill(.quaternary.opacity(0.5)).frame(height: 24)
          } header: {
            Text("Walks").zIndex(1)
          }
        }
        .containerShape(.rect(cornerRadii: .init(topLeading: 8)))
        .transaction { $0.animation = nil }
        .onAppear { opened = UIApplication.shared.applicationState == .active }
      }
    }
  }

  @Test func thisSessionsGridAndFoundationAPICompileFromSwift5Code() throws {
    let host = TestHost(Field())
    #expect(host.contains(text: "Walks"))
    #expect(host.contains(text: "3.5 km"))
  }
}

/// Calendars, sidebars, table styles and container backgrounds, from Swift 5 code.
struct Swift5Calendar: View {
  @State var days: Set<DateComponents> = [DateComponents(year: 2026, month: 5, day: 1)]

  var body: some View {
    VStack {
      MultiDatePicker("Days", selection: $days, in: Date.distantPast...)
      Text("\(days.count) days")
      List {
        Section("Folders") { Text("Inbox") }.collapsible(false)
      }
      .listStyle(.sidebar)
      .containerBackground(Color.blue, for: .navigation)
      .tableStyle(.inset(alternatesRowBackgrounds: true))
    }
  }
}

extension Swift5NewAPITests {
  @Test func aMultiDatePickerPicksFromSwift5Code() throws {
    let host = TestHost(Swift5Calendar())
    try host.tap("20")
    #expect(host.contains(text: "2 days"))
  }
}

/// A badge cut from shapes by their regions and outlines (iOS 17's set operations).
struct Swift5CutShapes: View {
  var body: some View {
    HStack {
      Circle().subtracting(Circle().offset(x: 20)).fill(Color.indigo)
      Rectangle().union(Circle().offset(y: 20), eoFill: true).fill(Color.orange)
      Capsule().intersection(Rectangle().scale(0.5)).symmetricDifference(Circle())
        .stroke(Color.red)
      Circle().lineSubtraction(Rectangle().offset(x: 30)).stroke(Color.green)
      PasteButton(payloadType: String.self) { strings in print(strings) }
      Canvas { context, _ in
        if let dot = context.resolveSymbol(id: 0) { context.draw(dot, at: .zero) }
      } symbols: {
        Circle().frame(width: 4, height: 4).tag(0)
      }
      Path(CGRect(x: 0, y: 0, width: 8, height: 8)).lineIntersection(Path(ellipseIn: .zero))
        .normalized()
    }
    .frame(width: 320, height: 64)
  }
}

extension Swift5NewAPITests {
  @Test func shapesCombineFromSwift5Code() {
    let host = TestHost(Swift5CutShapes())
    #expect(!host.screen.joined().trimmingCharacters(in: .whitespaces).isEmpty)
  }
}

extension Swift5NewAPITests {
  @Test func anImageRendererWritesPNGFromSwift5Code() {
    let renderer = ImageRenderer(content: Swift5CutShapes())
    renderer.scale = 2
    renderer.proposedSize = .init(width: 160, height: 64)
    renderer.isOpaque = true
    #expect(renderer.pngData?.isEmpty == false)
  }
}

import Foundation
import Tessera
import TesseraCore
import Testing

/// The render tree the core builds for every frame: what it holds, what it leaves out,
/// and what it keeps from the frame before.
@MainActor
@Suite struct RenderTreeTests {
  /// A backend that builds every frame's tree, as the terminal does.
  final class TreeBackend: Backend {
    func requestAnimationFrame(_ draw: @escaping @MainActor () -> Void) {}
    let metrics: any LayoutMetrics = CellMetrics()
    var trees: [RenderTree] = []
    func present(_ frame: Frame) { trees.append(frame.renderTree()) }
    func copyToClipboard(_ text: String) {}
  }

  final class Counter: ObservableObject {
    @Published var value = 0
  }

  struct CounterRow: View {
    let index: Int
    @ObservedObject var counter: Counter
    var body: some View { Text("Row \(index) value \(counter.value)") }
  }

  struct Rows: View {
    let counters: [Counter]
    var body: some View {
      ScrollView {
        VStack(alignment: .leading, spacing: 0) {
          ForEach(counters.indices, id: \.self) { CounterRow(index: $0, counter: counters[$0]) }
        }
      }
    }
  }

  private func show<V: View>(_ view: V) -> (HostLoop, TreeBackend) {
    let backend = TreeBackend()
    let loop = HostLoop(rootView: view, metrics: backend.metrics)
    loop.attach(backend)
    loop.resize(to: CGSize(width: 640, height: 384))
    return (loop, backend)
  }

  /// Every element of `elements` and their subtrees, in drawing order.
  private func flattened(_ elements: [RenderElement]) -> [RenderElement] {
    elements.flatMap { [$0] + flattened($0.children) }
  }

  private func texts(_ tree: RenderTree) -> [String] {
    flattened(tree.elements).compactMap {
      if case .text(let text) = $0.content { return text.lines.joined(separator: " ") }
      return nil
    }
  }

  @Test func viewsThatOnlyArrangeOthersAreNotElements() throws {
    let (_, backend) = show(
      VStack {
        Text("Title")
        HStack { Text("Left").border(Color.red) }
      })
    let tree = try #require(backend.trees.last)
    // The stacks are gone; the bordered text keeps its border as an element around it.
    #expect(tree.elements.count == 2)
    guard case .text(let title) = tree.elements[0].content else {
      Issue.record("the first element is \(tree.elements[0].content)")
      return
    }
    #expect(title.lines == ["Title"])
    #expect(tree.elements[1].decorations.border == .red)
    #expect(texts(tree) == ["Title", "Left"])
  }

  @Test func onlyWhatCanShowIsInTheTree() throws {
    let counters = (0..<1_000).map { _ in Counter() }
    let (_, backend) = show(Rows(counters: counters))
    let tree = try #require(backend.trees.last)
    let shown = texts(tree)
    #expect(shown.contains("Row 0 value 0"))
    #expect(shown.contains("Row 23 value 0"))
    #expect(!shown.contains("Row 500 value 0"))
    #expect(tree.summary.elementCount < 40, "\(tree.summary.elementCount) elements for 24 rows")
  }

  @Test func aChangeRebuildsOnlyTheElementsItTouches() throws {
    let counters = (0..<200).map { _ in Counter() }
    let (loop, backend) = show(Rows(counters: counters))
    let before = try #require(backend.trees.last)
    counters[5].value = 7
    loop.graph.update()
    let after = try #require(backend.trees.last)
    #expect(texts(after).contains("Row 5 value 7"))
    #expect(!texts(after).contains("Row 5 value 0"))
    #expect(after.builtElements <= 3, "\(after.builtElements) elements made anew")
    #expect(after.summary.elementCount == before.summary.elementCount)
    // What was kept is what a tree built afresh has.
    let fresh = RenderTreeBuilder(engine: loop.engine, keepsElements: false)
      .build(loop.graph.root, windowSize: loop.graph.windowSize)
    #expect(after == fresh)
  }

  @Test func anElementKeepsItsIdentityWhileItsViewDoes() throws {
    let counters = (0..<3).map { _ in Counter() }
    let (loop, backend) = show(Rows(counters: counters))
    func id(ofRow row: Int) throws -> RenderID {
      let tree = try #require(backend.trees.last)
      return try #require(
        flattened(tree.elements).first {
          if case .text(let text) = $0.content {
            return text.lines.first?.hasPrefix("Row \(row) ") == true
          }
          return false
        }?.id)
    }
    let first = try id(ofRow: 1)
    counters[1].value = 2
    loop.graph.update()
    #expect(try id(ofRow: 1) == first)
    #expect(try id(ofRow: 2) != first)
  }

  struct Sheet: View {
    @State var isPresented = true
    var body: some View {
      Text("Behind").sheet(isPresented: $isPresented) { Text("In the sheet") }
    }
  }

  @Test func aPresentationIsAnElementWithItsContent() throws {
    let (_, backend) = show(Sheet())
    let tree = try #require(backend.trees.last)
    let presentation = try #require(
      flattened(tree.elements).first {
        if case .presentation = $0.content { return true }
        return false
      })
    guard case .presentation(let content) = presentation.content else { return }
    #expect(content.kind == .sheet)
    #expect(
      texts(RenderTree(elements: presentation.children, windowSize: .zero)) == ["In the sheet"])
  }

  @Test func aFormsSectionsSayWhereTheirRowsAndSeparatorsAre() throws {
    func sections<V: View>(_ view: V) throws -> [RenderListSection] {
      let (_, backend) = show(view)
      return flattened(try #require(backend.trees.last).elements).compactMap {
        if case .listSection(let section) = $0.content { return section }
        return nil
      }
    }
    let form = try sections(
      Form {
        Section("Bill") {
          Text("Amount")
          Text("Diners").listRowSeparator(.hidden)
          Text("Tip")
        }
        Section("Total") { Text("Share") }
      })
    #expect(form.count == 2)
    let bill = try #require(form.first)
    #expect(
      abs(bill.rows.height - 3 * 16) < 0.01, "three rows of a line each, from the first to the last"
    )
    #expect(
      bill.separators.map { ($0 - bill.rows.minY).rounded() } == [16],
      "under Amount; none under Diners, which hid its own")
    #expect(bill.rowInset == 16)
    #expect(form.last?.separators == [])
    // A plain list's sections are not grouped: a backend draws no card under them.
    #expect(try sections(List { Section("Bill") { Text("Amount") } }).isEmpty)
    #expect(
      try sections(List { Section("Bill") { Text("Amount") } }.listStyle(.insetGrouped)).count
        == 1)
    // A form's and an inset grouped list's sections are cards inset from the edges; a
    // grouped list's are bands across it.
    #expect(bill.isInset)
    #expect(
      try sections(List { Section("Bill") { Text("Amount") } }.listStyle(.insetGrouped))
        .allSatisfy(\.isInset))
    let grouped = try sections(List { Section("Bill") { Text("Amount") } }.listStyle(.grouped))
    #expect(grouped.count == 1 && grouped.allSatisfy { !$0.isInset })
  }

  @Test func controlsCarryTheirStateAsValues() throws {
    let (_, backend) = show(
      VStack {
        Toggle("Wi-Fi", isOn: .constant(true))
        Picker("Size", selection: .constant(2)) {
          Text("Small").tag(1)
          Text("Large").tag(2)
        }
        ProgressView(value: 0.25)
      })
    let contents = flattened(try #require(backend.trees.last).elements).map(\.content)
    #expect(contents.contains(.toggle(RenderToggle(isOn: true))))
    let picker = try #require(
      contents.lazy.compactMap {
        if case .picker(let picker) = $0 { return picker }
        return nil
      }.first)
    #expect(picker.options == ["Small", "Large"])
    #expect(picker.selectedIndex == 1)
    #expect(!picker.isSegmented)
    #expect(contents.contains(.progress(fraction: 0.25, belowBar: 0)))
  }

  final class Loader: ObservableObject {
    @Published var isLoaded = false
  }

  /// Cards taller than the row a lazy stack guesses before it has measured any, shown
  /// once their data has loaded.
  struct TallCards: View {
    @ObservedObject var loader: Loader
    var body: some View {
      if loader.isLoaded {
        ScrollView {
          LazyVStack(spacing: 16) {
            ForEach(0..<8, id: \.self) { Text("Card \($0)").frame(height: 80) }
          }
        }
      } else {
        Text("Loading…")
      }
    }
  }

  @Test func aScrollViewKnowsHowFarItsLazyRowsReachOnceTheyAreMeasured() throws {
    // A backend decides from the element whether a wheel turn can scroll it (GTK passes
    // it on to the scroll view around otherwise), so the extent must be the rows' real
    // one, not the first guess: 8 cards of 80 and 7 gaps of 16.
    let loader = Loader()
    let (loop, backend) = show(TallCards(loader: loader))
    loader.isLoaded = true
    loop.graph.update()
    let tree = try #require(backend.trees.last)
    let scroll = try #require(
      flattened(tree.elements).lazy.compactMap {
        if case .scrollView(let scroll) = $0.content { return scroll }
        return nil
      }.first)
    #expect(abs(scroll.contentSize.height - (8 * 80 + 7 * 16)) < 0.5, "\(scroll)")
    #expect(abs(scroll.room.height - (8 * 80 + 7 * 16 - 384)) < 0.5, "\(scroll)")
  }
}

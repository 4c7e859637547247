import Foundation
import Tessera
import TesseraComponents
import TesseraTesting
import Testing

@testable import TesseraCore

@MainActor
private final class Reading: ObservableObject, Hashable {
  let id: Int
  @Published var beatsPerMinute: Int
  init(id: Int, beatsPerMinute: Int) {
    self.id = id
    self.beatsPerMinute = beatsPerMinute
  }
  nonisolated static func == (a: Reading, b: Reading) -> Bool { a === b }
  nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

private struct ReadingView: View {
  @ObservedObject var reading: Reading
  var body: some View {
    VStack(alignment: .leading) {
      Text("\(reading.beatsPerMinute) BPM")
      if reading.beatsPerMinute > 100 { Text("Elevated") }
    }
  }
}

/// A list of readings, built as UIKit code would build it.
@MainActor
private final class ReadingList {
  let collectionView = CollectionView()
  let readings: [Reading]
  var dataSource: DiffableDataSource<Int, Reading>!

  init(count: Int) {
    readings = (0..<count).map { Reading(id: $0, beatsPerMinute: 60 + $0) }
    let registration = CellRegistration<Reading> { cell, _, reading in
      cell.contentConfiguration = HostingConfiguration { ReadingView(reading: reading) }
    }
    dataSource = DiffableDataSource(collectionView: collectionView) { list, path, reading in
      list.dequeueConfiguredReusableCell(using: registration, for: path, item: reading)
    }
    var snapshot = DiffableDataSourceSnapshot<Int, Reading>()
    snapshot.appendSections([0])
    snapshot.appendItems(readings)
    dataSource.apply(snapshot)
  }
}

/// A list of `items` in one section whose cells `registration` configures.
@MainActor
private func stringList(_ items: [String], registration: CellRegistration<String>) -> (
  CollectionView, DiffableDataSource<Int, String>
) {
  let collectionView = CollectionView()
  let dataSource = DiffableDataSource<Int, String>(collectionView: collectionView) {
    list, path, item in
    list.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
  }
  var snapshot = DiffableDataSourceSnapshot<Int, String>()
  snapshot.appendSections([0])
  snapshot.appendItems(items)
  dataSource.apply(snapshot)
  return (collectionView, dataSource)
}

@MainActor
@Suite struct CollectionViewTests {
  @Test func cellsSurviveTheirTabBeingHiddenAndShownAgain() throws {
    let list = ReadingList(count: 3)
    let host = TestHost(
      TabView {
        list.collectionView.view.tabItem { Text("Readings") }
        Text("elsewhere").tabItem { Text("Other") }
      })
    #expect(host.contains(text: "61 BPM"))
    try host.tap("Other")
    try host.tap("Readings")
    #expect(host.contains(text: "60 BPM") && host.contains(text: "61 BPM"))
    #expect(host.contains(text: "62 BPM"), "every row still shows its own cell")
  }

  @Test func aPublishedChangeRedrawsAndResizesOnlyItsCell() throws {
    let list = ReadingList(count: 3)
    let host = TestHost(list.collectionView.view)
    #expect(host.contains(text: "61 BPM"))
    let before = host.bodyCount(of: ReadingView.self)
    let height = try host.find(text: "61 BPM").frame.minY
    let below = try host.find(text: "62 BPM").frame.minY
    list.readings[1].beatsPerMinute = 130
    host.update()
    #expect(host.bodyCount(of: ReadingView.self) == before + 1, "only that cell's view")
    #expect(host.contains(text: "130 BPM") && host.contains(text: "Elevated"))
    #expect(try host.find(text: "130 BPM").frame.minY == height)
    #expect(try host.find(text: "62 BPM").frame.minY > below, "the cell grew a line")
  }

  @Test func cellsAreReusedAsTheListScrolls() throws {
    let list = ReadingList(count: 200)
    let host = TestHost(list.collectionView.view)
    let shownAtOnce = list.collectionView.cellsCreated
    #expect(shownAtOnce < 40, "only the rows near the view have cells")
    let scroller = try #require(host.findAll(kind: "List").first)
    scroller.scrollToEnd()
    host.update()
    #expect(host.contains(text: "259 BPM"))
    let afterOneJump = list.collectionView.cellsCreated
    #expect(afterOneJump <= 2 * shownAtOnce, "a jump of a whole screen needs one screen more")
    for _ in 0..<3 {
      scroller.scroll(to: .zero)
      host.update()
      scroller.scrollToEnd()
      host.update()
    }
    #expect(host.contains(text: "259 BPM"))
    #expect(list.collectionView.cellsCreated == afterOneJump, "later rows reuse the cells")
  }

  @Test func aRegistrationMadeInsideTheCellProviderIsReported() {
    let collectionView = CollectionView()
    let dataSource = DiffableDataSource<Int, String>(collectionView: collectionView) {
      list, path, item in
      let registration = CellRegistration<String> { cell, _, item in
        cell.contentConfiguration = HostingConfiguration { Text(item) }
      }
      return list.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
    }
    var snapshot = DiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["one"])
    dataSource.apply(snapshot)
    let host = TestHost(collectionView.view)
    #expect(host.contains(text: "one"))
    #expect(
      Diagnostics.messages.contains {
        $0.contains("CellRegistration<String> was created inside a cell provider")
      })
    withExtendedLifetime(dataSource) {}
  }

  /// The text beside the only checkmark shown.
  private func checkmarkRow(in host: TestHost) throws -> String? {
    let marks = host.findAll(kind: "Image")
    try #require(marks.count == 1)
    let row = marks[0].frame.minY
    return host.findAll { $0.text != nil && $0.frame.minY == row }.first?.text
  }

  @Test func selectionMovesTheCheckmarkThroughTheUpdateHandler() throws {
    let registration = CellRegistration<String> { cell, _, sport in
      cell.configurationUpdateHandler = { cell, state in
        cell.contentConfiguration = HostingConfiguration {
          HStack {
            Text(sport)
            if state.isSelected { Image(systemName: "checkmark") }
          }
        }
      }
    }
    let (collectionView, dataSource) = stringList(
      ["Running", "Cycling"], registration: registration)
    let host = TestHost(collectionView.view)
    #expect(host.findAll(kind: "Image").isEmpty)
    try host.tap("Cycling")
    #expect(try checkmarkRow(in: host) == "Cycling")
    try host.tap("Running")
    #expect(try checkmarkRow(in: host) == "Running", "one checkmark, on the selected row")
    #expect(collectionView.selectedItem == AnyHashable("Running"))
    withExtendedLifetime(dataSource) {}  // a collection view holds its data source weakly
  }

  @Test func reconfiguringAnItemSetsItsCellUpAgainInPlace() {
    var labels = ["a": "first", "b": "second"]
    let registration = CellRegistration<String> { cell, _, item in
      let label = labels[item] ?? ""
      cell.contentConfiguration = HostingConfiguration { Text(label) }
    }
    let (collectionView, dataSource) = stringList(["a", "b"], registration: registration)
    let host = TestHost(collectionView.view)
    labels["b"] = "changed"
    var again = dataSource.snapshot()
    again.reconfigureItems(["b"])
    dataSource.apply(again)
    host.update()
    #expect(host.texts == ["first", "changed"])
    #expect(collectionView.cellsCreated == 2)
  }

  @Test func aHostingControllerShowsItsNewRootView() {
    let controller = HostingController(rootView: Text("90 BPM"))
    let host = TestHost(controller.view)
    #expect(host.texts == ["90 BPM"])
    controller.rootView = Text("120 BPM")
    host.update()
    #expect(host.texts == ["120 BPM"])
  }

  @Test func aHostingConfigurationHasMarginsAMinimumSizeAndABackground() throws {
    let configuration = HostingConfiguration { Text("Pulse") }
      .margins(.horizontal, 24)
      .minSize(height: 48)
      .background(Color.red)
    let host = TestHost(configuration.makeContentView())
    let text = try host.find(text: "Pulse")
    #expect(text.frame.minX == 24)
    #expect(host.snapshot.contains("Rectangle fill: red") || host.snapshot.contains("Color(red)"))
    #expect(host.findAll { $0.description.contains("minHeight: 48") }.count == 1)
  }
}

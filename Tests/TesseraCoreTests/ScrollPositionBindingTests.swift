import Foundation
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct ScrollPositionBindingTests {
  struct Feed: View {
    @State var position = ScrollPosition(idType: Int.self)
    @State var offsets: [Double] = []
    var body: some View {
      VStack {
        HStack {
          Button("Bottom") { position.scrollTo(edge: .bottom) }
          Button("Row 30") { position.scrollTo(id: 30, anchor: .top) }
          Button("Top") { position.scrollTo(edge: .top) }
        }
        Text(
          "At \(position.viewID(type: Int.self).map(String.init) ?? "-") "
            + "by user \(position.isPositionedByUser)")
        Text("Offset \(Int(offsets.last ?? -1))")
        ScrollView {
          VStack(spacing: 0) {
            ForEach(0..<50, id: \.self) { Text("Row \($0)").id($0) }
          }
        }
        .scrollPosition($position)
        .onScrollGeometryChange(for: Double.self) {
          $0.contentOffset.y
        } action: { _, new in
          offsets.append(new)
        }
      }
    }
  }

  @Test func settingThePositionScrolls() async throws {
    let host = TestHost(Feed())
    await host.settle()
    #expect(host.screen.contains { $0.contains("Row 0") })
    try host.tap("Bottom")
    await host.settle()
    #expect(host.screen.contains { $0.contains("Row 49") }, "\(host.screen)")
    try host.tap("Row 30")
    await host.settle()
    let first = try #require(host.screen.firstIndex { $0.contains("Row ") && !$0.contains("At") })
    #expect(host.screen[first].contains("Row 30"), "\(host.screen)")
    #expect(host.contains(text: "At 30 by user false"))
    try host.tap("Top")
    await host.settle()
    #expect(host.screen.contains { $0.contains("Row 0") })
  }

  @Test func theUsersScrollSetsThePositionAndTheGeometry() async throws {
    let host = TestHost(Feed())
    await host.settle()
    #expect(host.contains(text: "Offset 0"))
    try #require(host.findAll(kind: "ScrollView").first).scroll(to: CGPoint(x: 0, y: 160))
    await host.settle()
    #expect(host.contains(text: "At 10 by user true"), "\(host.screen)")
    #expect(host.contains(text: "Offset 160"))
  }
}

/// `onScrollVisibilityChange`: rows told when they come into view and leave it.
@MainActor
@Suite struct ScrollVisibilityTests {
  final class Seen: ObservableObject {
    var shown: Set<Int> = []
    var log: [String] = []
  }

  struct Feed: View {
    let seen: Seen
    var body: some View {
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<60, id: \.self) { index in
            Text("Post \(index)")
              .onScrollVisibilityChange { visible in
                if visible { seen.shown.insert(index) } else { seen.shown.remove(index) }
                seen.log.append("\(index) \(visible)")
              }
          }
        }
      }
    }
  }

  @Test func rowsAreToldWhenTheyComeIntoViewAndLeaveIt() throws {
    let seen = Seen()
    let host = TestHost(Feed(seen: seen))
    #expect(seen.shown.contains(0) && !seen.shown.contains(59), "\(seen.shown.sorted())")
    #expect(!seen.log.contains("40 false"), "a row never shown is not told it is hidden")
    try #require(host.findAll(kind: "ScrollView").first).scroll(to: CGPoint(x: 0, y: 2000))
    #expect(seen.shown.contains(59) && !seen.shown.contains(0), "\(seen.shown.sorted())")
    #expect(seen.log.contains("0 false"))
  }
}

import Foundation
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct GeometryChangeAndInsetTests {
  struct Growing: View {
    @State var wide = false
    @State var widths: [Int] = []
    var body: some View {
      VStack {
        Color.blue
          .frame(width: wide ? 200 : 80, height: 16)
          .onGeometryChange(for: CGFloat.self) {
            $0.size.width
          } action: {
            widths.append(Int($0))
          }
        Button("Widen") { wide = true }
        Text("Widths \(widths.map(String.init).joined(separator: " "))")
      }
    }
  }

  @Test func onGeometryChangeHearsTheFirstLayoutAndEachChange() async throws {
    let host = TestHost(Growing())
    await host.settle()
    #expect(host.contains(text: "Widths 80"), "\(host.screen)")
    try host.tap("Widen")
    await host.settle()
    #expect(host.contains(text: "Widths 80 200"), "\(host.screen)")
  }

  @Test func aSafeAreaInsetSitsAlongItsEdgeOutsideTheContent() throws {
    let host = TestHost(
      List(["Apples", "Pears"], id: \.self) { Text($0) }
        .safeAreaInset(edge: .bottom) { Text("2 items") },
      size: CGSize(width: 320, height: 160))
    let screen = host.screen
    let footer = try #require(screen.firstIndex { $0.contains("2 items") })
    let pears = try #require(screen.firstIndex { $0.contains("Pears") })
    #expect(footer == screen.count - 1, "along the bottom edge: \(screen)")
    #expect(pears < footer)
  }

  @Test func dismissSearchEmptiesTheFieldOfTheSearchAround() throws {
    struct Results: View {
      @Environment(\.dismissSearch) var dismissSearch
      var body: some View { Button("Done searching") { dismissSearch() } }
    }
    struct Screen: View {
      @State var query = "pea"
      var body: some View {
        NavigationStack {
          Results().searchable(text: $query)
        }
      }
    }
    let host = TestHost(Screen())
    #expect(try host.find(control: "Search").textValue == "pea")
    try host.tap("Done searching")
    #expect(try host.find(control: "Search").textValue == "")
  }
}

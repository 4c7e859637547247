import Tessera
import Testing

@testable import TesseraTerminal

@MainActor
@Suite struct HiddenBarTerminalTests {
  @Test func aHiddenBarDrawsNothingAndIsNoTabStop() throws {
    struct Page: View {
      var body: some View {
        NavigationStack {
          NavigationLink("Open") {
            Button("Inside") {}
              .navigationTitle("Inner")
              .toolbar { Button("Bookmark") {} }
              .navigationBarHidden(true)
          }
        }
      }
    }
    let host = TerminalHost(rootView: Page())
    host.write = { _ in }
    host.resize(to: (40, 8))
    host.handle(.key(.tab))
    host.handle(.key(.enter))
    let screen = try #require(host.front).lines.joined(separator: "\n")
    #expect(!screen.contains("…") && !screen.contains("Bookmark") && !screen.contains("Inner"))
    host.handle(.key(.tab))
    #expect(
      host.focused.map { InspectedLabel.of($0) } == "Inside", "the hidden back button is skipped")
  }
}

extension HiddenBarTerminalTests {
  @Test func aHiddenTabBarDrawsNothingAndItsItemsAreNoTabStops() throws {
    struct Shop: View {
      var body: some View {
        TabView {
          NavigationStack {
            NavigationLink("Open") {
              Button("Pay") {}.toolbar(.hidden, for: .tabBar)
            }
          }
          .tabItem { Text("Browse") }
          Text("Orders page").tabItem { Text("Orders") }
        }
      }
    }
    let host = TerminalHost(rootView: Shop())
    host.write = { _ in }
    host.resize(to: (40, 8))
    host.handle(.key(.tab))
    host.handle(.key(.enter))
    let lines = try #require(host.front).lines
    #expect(!lines.joined().contains("Orders"), "no tab bar: \(lines)")
    var labels: [String] = []
    for _ in 0..<4 {
      host.handle(.key(.tab))
      labels.append(host.focused.map { InspectedLabel.of($0) } ?? "-")
    }
    #expect(!labels.contains("Orders") && !labels.contains("Browse"), "\(labels)")
    #expect(labels.contains("Pay"))
  }
}

@MainActor
enum InspectedLabel {
  static func of(_ node: ViewNode) -> String { node.readableLabel }
}

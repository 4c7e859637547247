import Foundation
import Tessera
import TesseraTesting
import Testing

/// A `NavigationLink` that is a list or form row has a chevron at the row's trailing
/// edge, as iOS draws one; a link elsewhere, a button row and a sidebar's rows do not.
@MainActor
@Suite struct DisclosureIndicatorTests {
  private struct Settings: View {
    var body: some View {
      NavigationStack {
        Form {
          NavigationLink("Delivery details") { Text("Address") }
          Button("Place order") {}
          Section {
            NavigationLink {
              Text("Help page")
            } label: {
              Label("Help", systemImage: "star")
            }
          }
        }
      }
    }
  }

  private func line(_ host: TestHost, containing text: String) throws -> String {
    try #require(host.screen.first { $0.contains(text) }, "\(host.screen)")
  }

  @Test func aLinkRowEndsInAChevronAtTheRowsTrailingEdge() throws {
    let host = TestHost(Settings(), size: CGSize(width: 320, height: 256))
    let delivery = try line(host, containing: "Delivery details")
    #expect(delivery.trimmingCharacters(in: .whitespaces).hasSuffix("›"), "\(delivery)")
    let help = try line(host, containing: "Help")
    #expect(help.trimmingCharacters(in: .whitespaces).hasSuffix("›"), "in a section too")
    #expect(!(try line(host, containing: "Place order")).contains("›"), "not a button row")
    let chevron = try #require(delivery.firstIndex(of: "›"))
    #expect(
      delivery.distance(from: delivery.startIndex, to: chevron) > 30,
      "at the trailing edge, not after the title: \(delivery)")
    #expect(try host.find(control: "Delivery details").label == "Delivery details")
    try host.tap("Delivery details")
    #expect(host.contains(text: "Address"))
  }

  @Test func valueLinksMadeByAForEachInASectionHaveOne() throws {
    let host = TestHost(
      NavigationStack {
        List {
          Section("Songs") {
            ForEach(["Blue Moon", "Yesterday"], id: \.self) { NavigationLink($0, value: $0) }
          }
        }
        .navigationDestination(for: String.self) { Text("Playing \($0)") }
      }, size: CGSize(width: 320, height: 256))
    for song in ["Blue Moon", "Yesterday"] {
      let row = try line(host, containing: song)
      #expect(row.trimmingCharacters(in: .whitespaces).hasSuffix("›"), "\(row)")
    }
  }

  @Test func aLinkOutsideAListOrInASidebarHasNone() throws {
    let plain = TestHost(NavigationStack { NavigationLink("Next") { Text("Page") } })
    #expect(!(try line(plain, containing: "Next")).contains("›"))
    let sidebar = TestHost(
      NavigationStack {
        List { NavigationLink("Inbox") { Text("Mail") } }.listStyle(.sidebar)
      })
    #expect(!(try line(sidebar, containing: "Inbox")).contains("›"))
  }

  @Test func rowsInASectionOfASelectableListAreSelected() throws {
    struct Picks: View {
      @State private var picked: String?
      var body: some View {
        VStack {
          List(selection: $picked) {
            Section("Fruit") {
              ForEach(["Apple", "Pear"], id: \.self) { Text($0) }
            }
          }
          Text("Picked: \(picked ?? "none")")
        }
      }
    }
    let host = TestHost(Picks())
    try host.selectRow("Pear")
    #expect(host.contains(text: "Picked: Pear"))
  }
}

import Foundation
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct FormTests {
  struct OrderForm: View {
    @State var name = "Ana"
    @State var giftWrap = false
    @State var count = 2
    @State var size = "M"
    var body: some View {
      Form {
        Section(header: Text("Customer"), footer: Text("We never share it.")) {
          TextField("Name", text: $name)
          Toggle("Gift wrap", isOn: $giftWrap)
        }
        Section {
          Stepper("Quantity: \(count)", value: $count, in: 1...9)
          Picker("Size", selection: $size) {
            ForEach(["S", "M", "L"], id: \.self) { Text($0) }
          }
        } header: {
          Text("Order")
        }
        Section("Summary") {
          LabeledContent("Items", value: "\(count)")
          LabeledContent("Wrapped") { Text(giftWrap ? "Yes" : "No") }
        }
      }
      .formStyle(.grouped)
    }
  }

  @Test func sectionsStandApartUnderTheirHeadersWithValuesAtTheTrailingEdge() throws {
    let host = TestHost(OrderForm())
    let screen = host.screen
    let customer = try #require(
      screen.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "Customer" })
    let order = try #require(
      screen.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "Order" })
    #expect(screen[customer - 1].isEmpty, "a blank line above the first section")
    #expect(screen[order - 1].isEmpty, "a blank line between sections: \(screen)")
    #expect(screen[order - 2].contains("We never share it."), "the footer ends its section")
    #expect(screen.contains { $0.contains("Gift wrap") && $0.hasSuffix("[ ]") })
    #expect(screen.contains { $0.contains("Size") && $0.hasSuffix("M ▾") })
    #expect(screen.contains { $0.contains("Items") && $0.hasSuffix("2") })
    #expect(screen.contains { $0.contains("Wrapped") && $0.hasSuffix("No") })
  }

  @Test func controlsInAFormDriveTheRowsThatReadThem() throws {
    let host = TestHost(OrderForm())
    try host.find(control: "Gift wrap").toggle()
    try host.find(control: "Quantity: 2").increment()
    #expect(host.screen.contains { $0.contains("Wrapped") && $0.hasSuffix("Yes") })
    #expect(host.screen.contains { $0.contains("Items") && $0.hasSuffix("3") })
  }

  @Test func aGroupedListSeparatesItsSectionsAndAPlainOneDoesNot() {
    struct Sections: View {
      var grouped: Bool
      var body: some View {
        let list = List {
          Section("Fruit") { Text("Apple") }
          Section("Roots") { Text("Carrot") }
        }
        if grouped { list.listStyle(.insetGrouped) } else { list.listStyle(.plain) }
      }
    }
    func rowAbove(_ text: String, in screen: [String]) -> String? {
      screen.firstIndex { $0.contains(text) }.map { screen[$0 - 1] }
    }
    #expect(rowAbove("Roots", in: TestHost(Sections(grouped: true)).screen) == "")
    #expect(
      rowAbove("Roots", in: TestHost(Sections(grouped: false)).screen)?.contains("Apple") == true)
  }

  @Test func labeledContentFormatsItsValue() {
    struct Receipt: View {
      var body: some View {
        Form {
          LabeledContent("Share", value: 0.25, format: .percent)
        }
      }
    }
    let host = TestHost(Receipt())
    #expect(host.screen.contains { $0.contains("Share") && $0.hasSuffix("25%") })
  }
}

import Foundation
import Tessera
import TesseraTesting
import Testing

/// Pickers whose style makes them of views: a link to a page of options, options listed in
/// place, radio buttons.
@MainActor
@Suite struct PickerStyleTests {
  enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, strawberry, chocolate
    var id: Self { self }
  }

  struct CupcakeOrder: View {
    @State var flavor = Flavor.vanilla
    @State var sprinkles = 1
    var body: some View {
      NavigationStack {
        Form {
          Picker("Flavour", selection: $flavor) {
            ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
          }
          .pickerStyle(.navigationLink)
          Picker("Sprinkles", selection: $sprinkles) {
            Text("None").tag(0)
            Text("Some").tag(1)
            Text("Lots").tag(2)
          }
          .pickerStyle(.inline)
          Text("Ordered: \(flavor.rawValue), sprinkles \(sprinkles)")
        }
        .navigationTitle("Cupcakes")
      }
    }
  }

  @Test func aNavigationLinkPickerShowsItsChoiceAndOpensAPageThatChoosesAndGoesBack() throws {
    let host = TestHost(CupcakeOrder(), size: CGSize(width: 480, height: 320))
    let row = try #require(host.screen.first { $0.contains("Flavour") })
    #expect(row.contains("Vanilla"), "the row shows the chosen option: \(host.screen)")
    #expect(row.contains("›"), "the row is a link with a chevron: \(row)")

    try host.tap("Flavour")
    #expect(host.screen.contains { $0.contains("Flavour") }, "the page is titled by the label")
    let vanilla = try #require(host.screen.first { $0.contains("Vanilla") })
    #expect(vanilla.contains("✓"), "the chosen option is checked: \(host.screen)")
    #expect(!(host.screen.first { $0.contains("Chocolate") } ?? "").contains("✓"))

    try host.tap("Chocolate")
    #expect(host.screen.contains { $0.contains("Ordered: chocolate") }, "back, chosen")
    #expect(host.screen.contains { $0.contains("Flavour") && $0.contains("Chocolate") })
  }

  @Test func anInlinePickerListsItsOptionsWithACheckmarkAndEachOneChooses() throws {
    let host = TestHost(CupcakeOrder(), size: CGSize(width: 480, height: 320))
    let some = try #require(host.screen.first { $0.contains("Some") })
    #expect(some.hasSuffix("✓"), "the chosen option is checked at the trailing edge: \(some)")
    #expect(host.screen.contains { $0.contains("None") && !$0.contains("✓") })
    let picker = try #require(host.findAll(kind: "Picker").last)
    #expect(picker.options == ["None", "Some", "Lots"])

    try host.tap("Lots")
    #expect(host.screen.contains { $0.contains("sprinkles 2") })
    #expect(host.screen.contains { $0.contains("Lots") && $0.hasSuffix("✓") })
    #expect(!(host.screen.first { $0.contains("Some") } ?? "").contains("✓"))

    try picker.select(tag: 0)
    #expect(host.screen.contains { $0.contains("sprinkles 0") }, "tests still select by tag")
  }

  @Test func aRadioGroupMarksTheChosenOptionAndEachOptionChooses() throws {
    struct Settings: View {
      @State var size = "Medium"
      var body: some View {
        VStack(alignment: .leading) {
          Picker("Size:", selection: $size) {
            ForEach(["Small", "Medium", "Large"], id: \.self) { Text($0) }
          }
          .pickerStyle(.radioGroup)
          Text("Size is \(size)")
        }
      }
    }
    let host = TestHost(Settings(), size: CGSize(width: 320, height: 128))
    // The label beside the first option; each option's mark before it.
    #expect(host.screen.contains { $0.contains("Size:") && $0.contains("○  Small") })
    #expect(host.screen.contains { $0.contains("◉  Medium") }, "\(host.screen)")
    // Each option is a control of its own.
    try host.tap("Large")
    #expect(host.screen.contains { $0.contains("◉  Large") }, "\(host.screen)")
    #expect(host.screen.contains { $0.contains("○  Medium") })
    #expect(host.screen.contains { $0.contains("Size is Large") })
  }
}

import Foundation
import Tessera
import TesseraTesting
import Testing

@testable import BillSplitter

@MainActor
@Suite struct BillSplitterTests {
  private func share(in host: TestHost) -> String? {
    host.screen.first { $0.contains("Share") }
  }

  @Test func theShareFollowsTheAmountTheTipAndTheDiners() throws {
    let host = TestHost(app: BillSplitterApp())
    let amount = try host.find(control: "Amount")
    try amount.setText("")
    try host.type("80", into: "Amount")
    #expect(share(in: host)?.contains("46.00") == true, "80 + 15% over 2: \(share(in: host) ?? "")")
    try host.select("25%", in: "Tip")
    #expect(share(in: host)?.contains("50.00") == true)
    try host.find(control: "Diners: 2").increment()
    #expect(share(in: host)?.contains("33.33") == true)
    try host.toggle("Round up")
    #expect(share(in: host)?.contains("34.00") == true)
  }

  @Test func doneTakesTheFocusFromTheAmount() throws {
    let host = TestHost(app: BillSplitterApp())
    try host.find(control: "Amount").focus()
    #expect(host.focusedControl?.label == "Amount")
    try host.tap("Done")
    #expect(host.focusedControl == nil)
  }

  @Test func thePreviewShowsTheForm() throws {
    #expect(try TestHost(preview: "BillSplitterView").contains(text: "How much tip?"))
  }
}

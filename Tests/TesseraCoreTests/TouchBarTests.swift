import Foundation
import Tessera
import TesseraTesting
import Testing

/// A Mac app's Touch Bar items compile and show nowhere: no machine here has one.
@MainActor
@Suite struct TouchBarTests {
  @Test func touchBarContentIsNotShownAndTheViewIs() throws {
    let host = TestHost(
      Text("Guess the number")
        .touchBar {
          Button("Submit guess") {}.touchBarItemPrincipal()
            .touchBarCustomizationLabel(Text("Submit"))
        })
    #expect(host.contains(text: "Guess the number"))
    #expect(!host.contains(text: "Submit guess"), "\(host.screen)")
  }
}

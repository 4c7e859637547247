import Foundation
import Tessera
import Testing

@testable import TesseraTerminal

/// A list row that is a link reads in the primary colour, its chevron marking it, as
/// iOS draws it; a button row and a link outside a list are tinted.
@MainActor
@Suite struct LinkRowColourTests {
  @Test func aLinkRowIsPrimaryAndAButtonRowTinted() throws {
    let host = TerminalHost.drawn(
      NavigationStack {
        VStack {
          List {
            NavigationLink("Delivery") { Text("Address") }
            Button("Order") {}
          }
          NavigationLink("Help") { Text("Help page") }
        }
      }, columns: 40, rows: 12)
    let accent = host.renderer.palette.accent
    #expect(try host.style(of: "Delivery").foreground != accent, "a link row is not tinted")
    #expect(try host.style(of: "Order").foreground == accent, "a button row is")
    #expect(try host.style(of: "Help").foreground == accent, "a link outside a list is")
  }
}

import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct ErrandsTests {
  @Test func placeholdersShowAsBarsUntilTheErrandsLoad() async throws {
    let host = TestHost(ErrandList().environment(ErrandStore()))
    let loading = host.screen.joined(separator: "\n")
    #expect(loading.contains("███"), "placeholder rows are drawn as bars: \(loading)")
    #expect(!loading.contains("Placeholder errand"))
    await host.settle()
    let loaded = host.screen.joined(separator: "\n")
    #expect(loaded.contains("Post the parcel") && !loaded.contains("███"), "\(loaded)")
  }

  @Test func searchScopesNarrowTheListAndAnEmptySearchSaysSo() async throws {
    let host = TestHost(ErrandList().environment(ErrandStore()))
    await host.settle()
    #expect(throws: InspectionError.self) { try host.find(control: "Done") }
    try host.type("b", into: "Find an errand")
    // Typing shows the scopes; Done keeps only what is done.
    try host.find(control: "Search scope").select(option: "Done")
    #expect(host.contains(text: "Return library books"))
    #expect(!host.contains(text: "Buy bread"))
    try host.find(control: "Find an errand").setText("zebra")
    #expect(host.contains(text: "No Results for “zebra”"))
    #expect(host.contains(text: "Check the spelling or try a new search."))
  }

  @Test func aRowSharesItsErrandThroughTheClipboard() async throws {
    let host = TestHost(ErrandList().environment(ErrandStore()))
    await host.settle()
    // Each row's share link shows only its symbol, which names it "Share".
    let shares = host.findAll(control: "Share")
    try #require(shares.count == 3)
    try shares[1].tap()
    try host.tap("Copy")
    #expect(host.clipboard == "Buy bread at Bakery")
  }

  @Test func theEmptyStateOffersToAddAnErrand() async throws {
    let store = ErrandStore()
    let host = TestHost(ErrandList().environment(store))
    await host.settle()
    store.errands.removeAll()
    await host.settle()
    #expect(host.contains(text: "Nothing to do"))
    try host.tap("Add Errand")
    try host.type("Water plants", into: "What")
    // The toggle's own label is hidden: the row's label names it once.
    #expect(host.screen.filter { $0.contains("Urgent") }.count == 1, "\(host.screen)")
    try host.tap("Add")
    #expect(host.contains(text: "Water plants"))
  }
}

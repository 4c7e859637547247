import Observation
import Tessera
import TesseraTesting
import Testing

@Observable
private final class Basket {
  var apples = 0
  var pears = 0
}

private struct AppleCount: View {
  let basket: Basket
  var body: some View { Text("apples \(basket.apples)") }
}

private struct PearCount: View {
  let basket: Basket
  var body: some View { Text("pears \(basket.pears)") }
}

private struct BasketView: View {
  @State private var basket = Basket()
  var body: some View {
    AppleCount(basket: basket)
    PearCount(basket: basket)
    Button("Add apple") { basket.apples += 1 }
  }
}

@MainActor
@Suite struct ObservationTests {
  @Test func observableHeldInStateUpdatesOnlyTheViewsThatReadTheProperty() throws {
    let host = TestHost(BasketView())
    let pears = host.bodyCount(of: PearCount.self)
    let owner = host.bodyCount(of: BasketView.self)
    try host.tap("Add apple")
    try host.tap("Add apple")
    #expect(host.contains(text: "apples 2"))
    #expect(host.bodyCount(of: PearCount.self) == pears, "PearCount never read apples")
    #expect(host.bodyCount(of: BasketView.self) == owner, "the owner never read apples")
  }

  @Test func trackingIsRearmedAfterEachChange() async throws {
    let basket = Basket()
    let host = TestHost(PearCount(basket: basket))
    for count in 1...3 {
      basket.pears = count
      await host.settle()
      #expect(host.contains(text: "pears \(count)"))
    }
  }
}

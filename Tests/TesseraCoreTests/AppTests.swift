import Tessera
import TesseraTesting
import Testing

private final class Store: ObservableObject {
  @Published var visits = 0
}

private struct Greeting: View {
  @EnvironmentObject var store: Store
  var body: some View {
    Text("Visits: \(store.visits)")
    Button("Visit") { store.visits += 1 }
  }
}

private struct GreetingApp: App {
  @StateObject private var store = Store()
  var body: some Scene {
    WindowGroup {
      Greeting().environmentObject(store)
    }
  }
}

private struct Greeting_Previews: PreviewProvider {
  static var previews: some View {
    Greeting().environmentObject(Store())
  }
}

private final class Injected: ObservableObject {
  @Published var label = "injected"
}

private struct InjectedOwner: View {
  @StateObject private var model: Injected
  @ObservedObject private var observed: Injected

  init(model: Injected) {
    _model = StateObject(wrappedValue: model)
    _observed = .init(wrappedValue: model)
  }

  var body: some View { Text("\(model.label) / \(observed.label)") }
}

@MainActor
@Suite struct AppTests {
  @Test func appWindowRendersItsRootView() throws {
    let host = TestHost(app: GreetingApp())
    try host.tap("Visit")
    #expect(host.contains(text: "Visits: 1"))
  }

  @Test func previewsAreRegisteredAndRendered() throws {
    PreviewRegistry.register(Greeting_Previews.self)
    #expect(PreviewRegistry.names.contains("Greeting"))
    let host = TestHost(previews: Greeting_Previews.self)
    #expect(host.contains(text: "Visits: 0"))
    #expect(PreviewRegistry.previews(named: "Greeting") != nil)
  }

  @Test func wrappersCanBeInitialisedThroughTheirStorage() {
    let host = TestHost(InjectedOwner(model: Injected()))
    #expect(host.contains(text: "injected / injected"))
  }

  @Test func findByTypeAndIdentifier() throws {
    struct Screen: View {
      var body: some View {
        Greeting().accessibilityIdentifier("greeting")
      }
    }
    let host = TestHost(Screen().environmentObject(Store()))
    #expect(try host.find(Greeting.self).texts == ["Visits: 0", "Visit"])
    #expect(try host.find(identifier: "greeting").kind == "Greeting")
  }
}

import Foundation
import Tessera
import TesseraTesting
import Testing

@testable import TesseraCore

@MainActor
@Suite(.serialized) struct OnOpenURLTests {
  struct Recipes: View {
    @State var opened = "nothing"
    var body: some View {
      Text("Opened \(opened)")
        .onOpenURL { url in opened = url.lastPathComponent }
    }
  }

  @Test func aURLReachesTheOnOpenURLActions() throws {
    let host = TestHost(Recipes())
    #expect(host.contains(text: "Opened nothing"))
    try host.open(URL(string: "recipes://recipe/focaccia")!)
    #expect(host.contains(text: "Opened focaccia"))
    #expect(throws: InspectionError.self) {
      try TestHost(Text("No handler")).open(URL(string: "recipes://x")!)
    }
  }

  @Test func theURLsAnAppStartsWithAreItsURLArguments() {
    let urls = LaunchURLs.urls(
      in: ["/usr/bin/recipes", "--backend", "gtk", "recipes://recipe/soda-bread", "notes.txt"])
    #expect(urls == [URL(string: "recipes://recipe/soda-bread")!])
  }

  struct RecipesApp: App {
    var body: some Scene {
      WindowGroup { Recipes() }
    }
  }

  @Test func anAppStartedWithAURLOpensItOnceItsViewsAppear() {
    LaunchURLs.pending = [URL(string: "recipes://recipe/scones")!]
    defer { LaunchURLs.pending = [] }
    let host = TestHost(app: RecipesApp())
    host.update()
    #expect(host.contains(text: "Opened scones"))
    #expect(LaunchURLs.pending.isEmpty, "handed over once")
  }
}

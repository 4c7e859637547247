import Foundation
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct MenuDisclosureLinkTests {
  struct Document: View {
    @State var status = "draft"
    var body: some View {
      VStack {
        Text("Status: \(status)")
        Menu("Actions") {
          Button("Publish") { status = "published" }
          Menu("Share") {
            Button("Copy link") { status = "link copied" }
          }
          Button("Delete", role: .destructive) { status = "deleted" }
        }
      }
    }
  }

  @Test func aMenuOpensItsActionsAndClosesWhenOneIsChosen() throws {
    let host = TestHost(Document())
    #expect(!host.contains(text: "Publish"))
    try host.tap("Actions")
    #expect(host.contains(text: "Publish") && host.contains(text: "Delete"))
    try host.tap("Publish")
    #expect(host.contains(text: "Status: published"))
    #expect(host.presentations.isEmpty, "choosing closes the menu")
    try host.tap("Actions")
    try host.dismissPresentation()
    #expect(host.presentations.isEmpty)
    #expect(host.contains(text: "Status: published"), "closing chooses nothing")
  }

  @Test func aNestedMenuOpensOverItsParent() throws {
    let host = TestHost(Document())
    try host.tap("Actions")
    try host.tap("Share")
    try host.tap("Copy link")
    #expect(host.contains(text: "Status: link copied"))
  }

  @Test func chooseOpensAMenuAndRunsItsItemThroughNestedMenus() throws {
    struct Trip: View {
      @State var plan = "nothing"
      var body: some View {
        VStack {
          Menu("Plan") {
            Button("Pack snacks") { plan = "snacks" }
            Menu("Weather") {
              Button("Check the forecast") { plan = "forecast" }
            }
          }
          Text("Planned \(plan)")
        }
      }
    }
    let host = TestHost(Trip())
    try host.choose("Pack snacks", inMenu: "Plan")
    #expect(host.contains(text: "Planned snacks"))
    #expect(host.presentations.isEmpty, "choosing closed the menu")
    try host.tap("Plan")
    try host.choose("Check the forecast", inMenu: "Weather")
    #expect(host.contains(text: "Planned forecast"))
    #expect(host.presentations.isEmpty, "both menus closed")
    #expect(throws: InspectionError.self) { try host.choose("Sail", inMenu: "Plan") }
    #expect(throws: InspectionError.self) { try host.choose("Plan", inMenu: "Planned forecast") }
  }

  @Test func aMenuWithAPrimaryActionRunsIt() throws {
    struct Compose: View {
      @State var drafts = 0
      var body: some View {
        VStack {
          Menu {
            Button("From template") {}
          } label: {
            Text("New")
          } primaryAction: {
            drafts += 1
          }
          Text("Drafts \(drafts)")
        }
      }
    }
    let host = TestHost(Compose())
    try host.tap("New")
    #expect(host.contains(text: "Drafts 1"))
    #expect(host.presentations.isEmpty)
    // What opens a context menu opens the list instead.
    try host.find(control: "New").openContextMenu()
    #expect(host.presentations.first?.presentationKind == .menu)
    #expect(host.contains(text: "Drafts 1"), "without running the primary action")
    try host.tap("From template")
    #expect(host.presentations.isEmpty)
  }

  @Test func aDisclosureGroupShowsItsContentWhenExpanded() throws {
    struct Details: View {
      @State var showsMore = false
      var body: some View {
        VStack {
          DisclosureGroup("Ingredients") {
            Text("Flour")
          }
          DisclosureGroup("Method", isExpanded: $showsMore) {
            Text("Knead")
          }
          Text(showsMore ? "More shown" : "Less shown")
        }
      }
    }
    let host = TestHost(Details())
    #expect(!host.contains(text: "Flour") && !host.contains(text: "Knead"))
    try host.find(text: "Ingredients").tap()
    #expect(host.contains(text: "Flour"))
    try host.find(text: "Method").tap()
    #expect(host.contains(text: "Knead") && host.contains(text: "More shown"))
    try host.find(text: "Ingredients").tap()
    #expect(!host.contains(text: "Flour"))
  }

  @Test func aGroupBoxFramesItsLabelAndContent() throws {
    let screen = TestHost(
      GroupBox("Storage") {
        Text("12 GB used")
      }
    ).screen
    let top = try #require(screen.firstIndex { $0.contains("╭") })
    let label = try #require(screen.firstIndex { $0.contains("Storage") })
    let content = try #require(screen.firstIndex { $0.contains("12 GB used") })
    let bottom = try #require(screen.firstIndex { $0.contains("╰") })
    #expect(top < label && label < content && content < bottom, "\(screen)")
  }

  @Test func aLinkOpensItsURLThroughTheEnvironment() throws {
    final class Opened: @unchecked Sendable {
      var urls: [URL] = []
    }
    let opened = Opened()
    let host = TestHost(
      Link("Trail map", destination: URL(string: "https://example.org/map")!)
        .environment(
          \.openURL,
          OpenURLAction { url in
            opened.urls.append(url)
            return .handled
          }))
    try host.tap("Trail map")
    #expect(opened.urls == [URL(string: "https://example.org/map")!])
  }
}

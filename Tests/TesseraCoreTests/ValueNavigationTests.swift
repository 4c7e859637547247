import Foundation
import Tessera
import TesseraCore
import TesseraTesting
import Testing

private struct Trail: Hashable, Codable, Identifiable {
  let id: Int
  let name: String
}

private let trails = [Trail(id: 1, name: "Ridge"), Trail(id: 2, name: "Canyon")]

private struct TrailDetail: View {
  let trail: Trail
  @State private var steps = 0
  var body: some View {
    VStack {
      Text("On \(trail.name)")
      Button("Step") { steps += 1 }
      Text("steps \(steps)")
      NavigationLink("Next stop", value: trail.id)
    }
    .navigationTitle(trail.name)
  }
}

/// A stack that keeps its own path: links push values, destinations show them.
private struct TrailBrowser: View {
  var body: some View {
    NavigationStack {
      List(trails) { trail in
        NavigationLink(trail.name, value: trail)
      }
      .navigationTitle("Trails")
      .navigationDestination(for: Trail.self) { trail in TrailDetail(trail: trail) }
      .navigationDestination(for: Int.self) { id in Text("Stop for trail \(id)") }
    }
  }
}

/// A stack driven by an array the view owns.
private struct PathDriven: View {
  @State var path: [Trail]
  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Text("depth \(path.count)")
        Button("Open both") { path = trails }
        ForEach(trails) { trail in NavigationLink(trail.name, value: trail) }
      }
      .navigationTitle("Start")
      .navigationDestination(for: Trail.self) { trail in
        VStack {
          Text("Trail \(trail.name), depth \(path.count)")
          Button("Home") { path.removeAll() }
        }
        .navigationTitle(trail.name)
      }
    }
  }
}

@MainActor
@Suite struct ValueNavigationTests {
  @Test func aValueLinkPushesItsTypesDestinationAndBackPops() throws {
    let host = TestHost(TrailBrowser())
    try host.tap("Canyon")
    #expect(host.contains(text: "On Canyon"))
    #expect(!host.contains(text: "Ridge"), "the list underneath is concealed")
    try host.tap("Step")
    try host.tap("Next stop")
    #expect(host.contains(text: "Stop for trail 2"), "an Int goes to the Int destination")
    try host.tap("Canyon")  // back, titled by the page underneath
    #expect(host.contains(text: "steps 1"), "the page underneath kept its state")
    try host.tap("Trails")
    #expect(host.contains(text: "Ridge"))
  }

  @Test func pushesAndPopsWriteTheBoundPath() throws {
    let host = TestHost(PathDriven(path: []))
    try host.tap("Ridge")
    #expect(host.contains(text: "Trail Ridge, depth 1"), "the link appended to the path")
    try host.tap("Start")
    #expect(host.contains(text: "depth 0"), "going back removed it")
    try host.tap("Open both")
    #expect(host.contains(text: "Trail Canyon, depth 2"), "setting the path pushes in code")
    try host.tap("Ridge")
    #expect(host.contains(text: "Trail Ridge, depth 1"))
    try host.tap("Start")
    try host.tap("Open both")
    try host.tap("Home")
    #expect(host.contains(text: "depth 0"), "emptying the path pops to the root")
  }

  @Test func aPathSetBeforeTheFirstFrameOpensDeep() throws {
    let host = TestHost(PathDriven(path: trails))
    #expect(host.contains(text: "Trail Canyon, depth 2"))
    let stack = try #require(host.findAll(kind: "NavigationStack").first)
    #expect(stack.navigationTitle == "Canyon")
    try host.tap("Ridge")
    #expect(host.contains(text: "Trail Ridge, depth 1"))
  }

  @Test func aDestinationFollowsTheDataOfTheViewItIsOn() throws {
    struct Counter: View {
      @State var total = 0
      var body: some View {
        NavigationStack {
          NavigationLink("Open", value: 7)
            .navigationDestination(for: Int.self) { number in
              VStack {
                Text("\(number) with total \(total)")
                Button("Add") { total += 1 }
              }
            }
        }
      }
    }
    let host = TestHost(Counter())
    try host.tap("Open")
    try host.tap("Add")
    try host.tap("Add")
    #expect(host.contains(text: "7 with total 2"))
  }

  @Test func aLinkToATypeWithoutDestinationWarnsAndStays() throws {
    struct Orphan: Hashable {}
    struct Screen: View {
      var body: some View {
        NavigationStack { NavigationLink("Nowhere", value: Orphan()) }
      }
    }
    let host = TestHost(Screen())
    try host.tap("Nowhere")
    #expect(host.contains(text: "Nowhere"), "nothing was pushed")
    #expect(host.findAll(kind: "NavigationStack").first?.navigationTitle == nil)
    #expect(
      Diagnostics.messages.contains {
        $0.contains("no matching navigationDestination") && $0.contains("Orphan")
      })
  }

  @Test func aPathValueWithoutDestinationShowsAWarningSign() throws {
    struct Stray: Hashable {}
    struct Screen: View {
      @State var path = NavigationPath([Stray()])
      var body: some View {
        NavigationStack(path: $path) { Text("Root") }
      }
    }
    let host = TestHost(Screen())
    #expect(!host.contains(text: "Root"))
    #expect((try? host.find(label: "No destination for \(String(reflecting: Stray.self))")) != nil)
    #expect(Diagnostics.messages.contains { $0.contains("Stray") })
  }

  @Test func isPresentedPushesWhileTrueAndBackSetsItFalse() throws {
    struct Screen: View {
      @State var showing = false
      var body: some View {
        NavigationStack {
          VStack {
            Text("showing \(showing)")
            Button("Settings") { showing = true }
          }
          .navigationTitle("Home")
          .navigationDestination(isPresented: $showing) { Text("Settings page") }
        }
      }
    }
    let host = TestHost(Screen())
    try host.tap("Settings")
    #expect(host.contains(text: "Settings page"))
    try host.tap("Home")
    #expect(host.contains(text: "showing false"), "going back wrote the binding")
  }

  @Test func itemPushesTheItemsPageAndBackClearsIt() throws {
    struct Screen: View {
      @State var chosen: Trail?
      var body: some View {
        NavigationStack {
          VStack {
            Text("chosen \(chosen?.name ?? "none")")
            ForEach(trails) { trail in Button(trail.name) { chosen = trail } }
          }
          .navigationTitle("Pick")
          .navigationDestination(item: $chosen) { trail in Text("Item \(trail.name)") }
        }
      }
    }
    let host = TestHost(Screen())
    try host.tap("Canyon")
    #expect(host.contains(text: "Item Canyon"))
    try host.tap("Pick")
    #expect(host.contains(text: "chosen none"))
  }

  @Test func presentationModeDismissPopsAPushedPage() throws {
    struct Detail: View {
      @Environment(\.presentationMode) var presentationMode
      var body: some View {
        Button("Close") { presentationMode.wrappedValue.dismiss() }
      }
    }
    struct Screen: View {
      var body: some View {
        NavigationView { NavigationLink("Details", destination: Detail()) }
      }
    }
    struct StackScreen: View {
      @State var path: [Int] = []
      var body: some View {
        NavigationStack(path: $path) {
          VStack {
            Text("depth \(path.count)")
            NavigationLink("Details", value: 1)
          }
          .navigationDestination(for: Int.self) { _ in Detail() }
        }
      }
    }
    let host = TestHost(Screen())
    try host.tap("Details")
    #expect(!host.findAll(control: "Close").isEmpty)
    try host.tap("Close")
    #expect(host.contains(text: "Details") && host.findAll(control: "Close").isEmpty, "popped")
    // In a stack with a path, the pop writes the path back.
    let stack = TestHost(StackScreen())
    try stack.tap("Details")
    #expect(!stack.findAll(control: "Close").isEmpty && !stack.contains(text: "depth 0"))
    try stack.tap("Close")
    #expect(stack.contains(text: "depth 0") && stack.findAll(control: "Close").isEmpty)
  }
}

@MainActor
@Suite struct NavigationPathTests {
  @Test func holdsValuesOfSeveralTypes() {
    var path = NavigationPath()
    #expect(path.isEmpty)
    path.append(trails[0])
    path.append(42)
    path.append("end")
    #expect(path.count == 3)
    path.removeLast()
    #expect(path.count == 2)
    path.removeLast(2)
    #expect(path.isEmpty)
  }

  @Test func codableValuesRoundTripThroughJSON() throws {
    var path = NavigationPath()
    path.append(trails[1])
    path.append(7)
    let saved = try JSONEncoder().encode(try #require(path.codable))
    let restored = NavigationPath(
      try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: saved))
    #expect(restored == path)
    #expect(restored.count == 2)
  }

  @Test func aPathWithAValueThatIsNotCodableHasNoCodableForm() {
    struct Plain: Hashable {}
    var path = NavigationPath([1, 2])
    #expect(path.codable != nil)
    path.append(Plain())
    #expect(path.codable == nil)
  }

  @Test func aSavedPathOfAnUnknownTypeFailsToDecodeNamingIt() {
    let json = Data(#"["NoSuchTypeAnywhere", "{}"]"#.utf8)
    #expect {
      _ = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: json)
    } throws: { error in
      String(describing: error).contains("NoSuchTypeAnywhere")
    }
  }
}

/// The iOS 13–15 links are deprecated, as in SwiftUI: the screens using them are reached
/// through a protocol so that the tests themselves compile without warnings.
@MainActor
private protocol LegacyLinkScreens {
  static var isActiveScreen: AnyView { get }
  static var tagScreen: AnyView { get }
}

private enum LegacyLinks: LegacyLinkScreens {
  @available(*, deprecated)
  static var isActiveScreen: AnyView { AnyView(IsActiveScreen()) }
  @available(*, deprecated)
  static var tagScreen: AnyView { AnyView(TagScreen()) }

  @available(*, deprecated)
  struct IsActiveScreen: View {
    @State var active = false
    var body: some View {
      NavigationView {
        VStack {
          Text("active \(active)")
          NavigationLink(isActive: $active) {
            Text("Active page")
          } label: {
            Text("Go")
          }
          Button("Go in code") { active = true }
        }
        .navigationTitle("Links")
      }
    }
  }

  @available(*, deprecated)
  struct TagScreen: View {
    @State var selection: Int?
    var body: some View {
      NavigationView {
        VStack {
          Text("selection \(selection.map(String.init) ?? "nil")")
          NavigationLink("One", destination: Text("Page one"), tag: 1, selection: $selection)
          NavigationLink("Two", tag: 2, selection: $selection) { Text("Page two") }
          Button("Choose two") { selection = 2 }
        }
        .navigationTitle("Tags")
      }
    }
  }
}

@MainActor
@Suite struct StateDrivenLinkTests {
  private let screens: any LegacyLinkScreens.Type = LegacyLinks.self

  @Test func anIsActiveLinkPushesWhenTappedOrSetAndBackClearsIt() throws {
    let host = TestHost(screens.isActiveScreen)
    try host.tap("Go")
    #expect(host.contains(text: "Active page"))
    try host.tap("Links")
    #expect(host.contains(text: "active false"))
    try host.tap("Go in code")
    #expect(host.contains(text: "Active page"), "setting the binding pushes as well")
  }

  @Test func aTagLinkPushesForItsSelection() throws {
    let host = TestHost(screens.tagScreen)
    try host.tap("One")
    #expect(host.contains(text: "Page one"))
    #expect(!host.contains(text: "Page two"))
    try host.tap("Tags")
    #expect(host.contains(text: "selection nil"))
    try host.tap("Choose two")
    #expect(host.contains(text: "Page two"))
  }
}

@MainActor
@Suite struct BackButtonTests {
  @Test func aPageCanHideItsBackButtonAndShowItAgain() throws {
    struct Editor: View {
      @State var locked = true
      @Environment(\.dismiss) var dismiss
      var body: some View {
        VStack {
          Toggle("Locked", isOn: $locked)
          Button("Cancel") { dismiss() }
        }
        .navigationBarBackButtonHidden(locked)
      }
    }
    struct Screen: View {
      var body: some View {
        NavigationStack {
          NavigationLink("Edit", value: 1)
            .navigationTitle("Home")
            .navigationDestination(for: Int.self) { _ in Editor() }
        }
      }
    }
    let host = TestHost(Screen())
    try host.tap("Edit")
    #expect((try? host.find(control: "Home")) == nil, "the back button is hidden")
    try host.toggle("Locked")
    #expect((try? host.find(control: "Home")) != nil, "and shown again")
    try host.tap("Home")
    try host.tap("Edit")
    try host.tap("Cancel")
    #expect(host.contains(text: "Edit"), "the page's own way out still pops it")
    #expect((try? host.find(control: "Home")) == nil, "the root page has no back button")
  }
}

import Tessera
import TesseraTesting
import Testing

@MainActor
private final class AppearanceLog {
  var entries: [String] = []
}

/// A modifier on a `ForEach`, a `Group` or a builder's tuple applies to each of their
/// views, as SwiftUI documents for `Group` ("any modifier you apply to the group affects
/// all of that group's members") and does for `ForEach`.
@MainActor
@Suite struct ModifierOnMultipleViewsTests {
  // SwiftUI: `HStack { ForEach(…) { … }.offset(y:) }` keeps the views side by side, each
  // moved (Landmarks' hike graph draws its bars this way).
  @Test func aModifierOnAForEachInAStackAppliesToEachView() throws {
    let host = TestHost(
      HStack(spacing: 0) {
        ForEach(0..<3, id: \.self) { index in
          Text("bar\(index)")
        }
        .offset(x: 0, y: 16)
      }, size: CGSize(width: 640, height: 384))
    let bars = try (0..<3).map { try host.find(text: "bar\($0)").frame }
    #expect(bars[0].maxX <= bars[1].minX && bars[1].maxX <= bars[2].minX, "side by side")
    #expect(bars[0].minY == bars[1].minY && bars[1].minY == bars[2].minY, "on one line")
    let unmoved = TestHost(
      HStack(spacing: 0) {
        ForEach(0..<3, id: \.self) { index in Text("bar\(index)") }
      }, size: CGSize(width: 640, height: 384))
    #expect(bars[0].minY == (try unmoved.find(text: "bar0").frame.minY) + 16, "each moved")
  }

  // SwiftUI: modifiers chained on a ForEach each apply to every view.
  @Test func chainedModifiersOnAForEachApplyToEachView() throws {
    let host = TestHost(
      HStack(spacing: 0) {
        ForEach(0..<3, id: \.self) { index in Text("bar\(index)") }
          .padding(.horizontal, 8)
          .offset(x: 0, y: 16)
      }, size: CGSize(width: 640, height: 384))
    let bars = try (0..<3).map { try host.find(text: "bar\($0)").frame }
    #expect(bars[1].minX - bars[0].maxX == 16, "side by side, each padded")
    #expect(bars[0].minY == bars[2].minY, "on one line")
  }

  // SwiftUI: padding on a Group pads each member.
  @Test func paddingOnAGroupPadsEachMember() throws {
    let host = TestHost(
      VStack(spacing: 0) {
        Group {
          Text("one")
          Text("two")
        }
        .padding(.vertical, 16)
      })
    let one = try host.find(text: "one").frame
    let two = try host.find(text: "two").frame
    #expect(two.minY - one.maxY == 32, "each member's own padding, one after the other")
  }

  // SwiftUI: `onAppear` on a Group runs for each member that appears.
  @Test func onAppearOnAGroupRunsForEachMember() {
    let log = AppearanceLog()
    _ = TestHost(
      VStack {
        Group {
          Text("a")
          Text("b")
        }
        .onAppear { log.entries.append("appeared") }
      })
    #expect(log.entries == ["appeared", "appeared"])
  }

  // SwiftUI: a TabView's tabs are the views its content lists, through a ForEach and
  // through a Group with a modifier on it (each tab gets the modifier).
  @Test func tabsInsideAModifiedGroupAreTabsOfTheirOwn() throws {
    let host = TestHost(
      TabView {
        ForEach(["One", "Two"], id: \.self) { name in
          Text("page \(name)").tabItem { Label(name, systemImage: "star") }
        }
        Group {
          Text("page Three").tabItem { Label("Three", systemImage: "star") }
          Text("page Four").tabItem { Label("Four", systemImage: "star") }
        }
        .foregroundColor(.red)
      })
    try host.tap("Four")
    #expect(host.contains(text: "page Four"))
    #expect(!host.contains(text: "page One"))
    #expect(host.snapshot.contains("foregroundColor(Optional(red))"), "the group's modifier")
  }

  // SwiftUI attaches a sheet on a Group to each member but shows one sheet (and warns);
  // a toolbar's items show once too.
  @Test func aSheetOnAGroupIsPresentedOnce() throws {
    let host = TestHost(
      NavigationStack {
        Group {
          Text("a")
          Text("b")
        }
        .sheet(isPresented: .constant(true)) { Text("the sheet") }
        .toolbar { Button("Edit") {} }
      })
    #expect(host.presentations.count == 1)
    #expect(host.snapshot.components(separatedBy: "Text(\"the sheet\")").count == 2)
    #expect(host.snapshot.components(separatedBy: "Text(\"Edit\")").count == 2)
    #expect(host.contains(text: "a") && host.contains(text: "b"))
  }

  // SwiftUI: a custom ViewModifier on a Group is one modifier, with one body and one
  // @State, around all the group's views.
  @Test func aCustomModifierOnAGroupIsOneModifierWithOneState() throws {
    struct Tally: ViewModifier {
      @State private var count = 0
      func body(content: Content) -> some View {
        VStack {
          content
          Button("Add") { count += 1 }
          Text("count \(count)")
        }
      }
    }
    let host = TestHost(
      Group {
        Text("a")
        Text("b")
      }
      .modifier(Tally()))
    #expect(host.snapshot.components(separatedBy: "count 0").count == 2, "one tally")
    try host.tap("Add")
    #expect(host.contains(text: "count 1"))
    #expect(host.contains(text: "a") && host.contains(text: "b"))
  }

  // SwiftUI: inside a custom modifier's body, `content` stands for all the views it was
  // applied to, so a built-in modifier on it applies to each.
  @Test func aBuiltInModifierOnTheContentOfACustomOneAppliesToEachView() throws {
    struct Padded: ViewModifier {
      func body(content: Content) -> some View { content.padding(.horizontal, 8) }
    }
    let host = TestHost(
      HStack(spacing: 0) {
        ForEach(0..<3, id: \.self) { index in Text("bar\(index)") }
          .modifier(Padded())
      }, size: CGSize(width: 640, height: 384))
    let bars = try (0..<3).map { try host.find(text: "bar\($0)").frame }
    #expect(bars[1].minX - bars[0].maxX == 16, "side by side, each padded")
    #expect(bars[0].minY == bars[2].minY, "on one line")
  }

  // SwiftUI: a modifier on one view (a stack of several) stays one modifier.
  @Test func aModifierOnOneViewIsAppliedOnce() {
    let log = AppearanceLog()
    _ = TestHost(
      VStack {
        Text("a")
        Text("b")
      }
      .onAppear { log.entries.append("appeared") })
    #expect(log.entries == ["appeared"])
  }
}

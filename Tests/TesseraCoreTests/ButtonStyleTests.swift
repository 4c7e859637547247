import Foundation
import Tessera
import TesseraTesting
import Testing

/// A style of the app's that puts the label between guillemets and names the role.
private struct QuotedButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) {
      Text("«")
      configuration.label
      Text(configuration.role == .destructive ? "»!" : "»")
    }
  }
}

/// A style that runs the action only on a double tap.
private struct DoubleTapButtonStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.onTapGesture(count: 2) { configuration.trigger() }
  }
}

/// A style that names itself before the label and shows the button it draws as a
/// built-in one: the button inside is not drawn by this style again.
private struct RoleNamingStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Text("[plain]")
      Button(configuration).buttonStyle(.plain)
    }
  }
}

@MainActor
@Suite struct ButtonStyleTests {
  struct Counter<Style: ButtonStyle>: View {
    let style: Style
    @State var count = 0
    var body: some View {
      VStack {
        Button("Add") { count += 1 }
        Button("Clear", role: .destructive) { count = 0 }
        Text("Count \(count)")
      }
      .buttonStyle(style)
    }
  }

  @Test func aButtonStyleDrawsEveryButtonBelowItAndTheButtonsStillAct() throws {
    let host = TestHost(Counter(style: QuotedButtonStyle()))
    #expect(host.screen.contains { $0.contains("«Add»") }, "\(host.screen)")
    #expect(host.screen.contains { $0.contains("«Clear»!") }, "the role reaches the style")
    try host.find(text: "Add").tap()
    try host.find(text: "Add").tap()
    #expect(host.contains(text: "Count 2"))
    try host.find(text: "Clear").tap()
    #expect(host.contains(text: "Count 0"))
  }

  @Test func aPrimitiveButtonStyleDecidesWhenTheActionRuns() throws {
    struct Liker: View {
      @State var likes = 0
      var body: some View {
        VStack {
          Button("Like") { likes += 1 }
          Text("Likes \(likes)")
        }
        .buttonStyle(DoubleTapButtonStyle())
      }
    }
    let host = TestHost(Liker())
    let like = try host.find(control: "Like")
    try like.click()
    #expect(host.contains(text: "Likes 0"), "one click is not a double tap")
    try like.click()
    #expect(host.contains(text: "Likes 0"), "nor are two separate clicks")
    try host.find(control: "Like").click(count: 2)
    #expect(host.contains(text: "Likes 1"))
  }

  @Test func aPrimitiveStyleCanShowTheButtonItIsDrawing() throws {
    struct Saver: View {
      @State var saves = 0
      var body: some View {
        VStack {
          Button("Save") { saves += 1 }
          Text("Saves \(saves)")
        }
        .buttonStyle(RoleNamingStyle())
      }
    }
    let host = TestHost(Saver())
    #expect(host.screen.contains { $0.contains("[plain] Save") }, "\(host.screen)")
    try host.find(control: "Save").tap()
    #expect(host.contains(text: "Saves 1"), "Button(configuration) runs the action")
  }

  @Test func theAppsButtonStyleDoesNotReachAnAlertsButtons() throws {
    struct Remover: View {
      @State var asking = false
      @State var removed = 0
      var body: some View {
        VStack {
          Button("Remove") { asking = true }
          Text("Removed \(removed)")
        }
        .alert("Remove it?", isPresented: $asking) {
          Button("Remove", role: .destructive) { removed += 1 }
          Button("Keep", role: .cancel) {}
        }
        .buttonStyle(DoubleTapButtonStyle())
      }
    }
    let host = TestHost(Remover())
    try host.find(control: "Remove").click(count: 2)
    #expect(host.contains(text: "Remove it?"))
    try host.find(control: "Remove").tap()
    #expect(host.contains(text: "Removed 1"), "the alert's button acts as the system's does")
    #expect(!host.contains(text: "Remove it?"), "and closes the alert")
  }

  @Test func aPrimitiveStyleInsideAnAlertClosesItWhenItTriggers() throws {
    struct Remover: View {
      @State var asking = true
      @State var removed = 0
      var body: some View {
        Text("Removed \(removed)")
          .alert("Remove it?", isPresented: $asking) {
            Button("Remove", role: .destructive) { removed += 1 }
              .buttonStyle(DoubleTapButtonStyle())
          }
      }
    }
    let host = TestHost(Remover())
    try host.find(text: "Remove").click(count: 2)
    #expect(host.contains(text: "Removed 1"))
    #expect(!host.contains(text: "Remove it?"))
  }

  @Test func borderedStylesLeaveRoomAroundTheLabel() {
    struct Bar: View {
      var body: some View {
        HStack(spacing: 0) {
          Text("|")
          Button("Save") {}.buttonStyle(.bordered)
          Text("|")
          Button("Send") {}.buttonStyle(.borderedProminent)
          Text("|")
          Button("Skip") {}.buttonStyle(.plain)
          Text("|")
        }
      }
    }
    #expect(TestHost(Bar()).screen.contains { $0.contains("| Save | Send |Skip|") })
  }

  @Test func aButtonWithASystemImageShowsTheSymbolBeforeItsTitle() throws {
    struct Trash: View {
      @State var deleted = false
      var body: some View {
        VStack {
          Button("Delete", systemImage: "trash", role: .destructive) { deleted = true }
          Text(deleted ? "Deleted" : "Kept")
        }
      }
    }
    let host = TestHost(Trash())
    #expect(host.screen.contains { $0.contains("⌫") && $0.contains("Delete") }, "\(host.screen)")
    try host.find(text: "Delete").tap()
    #expect(host.contains(text: "Deleted"))
  }

  @Test func theBuiltInStylesAreSpelledAsInSwiftUI() {
    struct Styled: View {
      var body: some View {
        VStack {
          Button("A") {}.buttonStyle(.automatic)
          Button("B") {}.buttonStyle(.borderless)
          Button("C") {}.buttonStyle(PlainButtonStyle())
          Button("D") {}.buttonStyle(BorderedButtonStyle())
          Button("E") {}.buttonStyle(DefaultButtonStyle())
        }
      }
    }
    let shown = TestHost(Styled()).screen.map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(["A", "B", "C", "D", "E"].allSatisfy(shown.contains), "\(shown)")
  }
}

@MainActor
@Suite struct TapGestureTests {
  struct Card: View {
    @State var flips = 0
    @State var likes = 0
    var body: some View {
      VStack {
        Text("Card flipped \(flips) times")
          .padding()
          .onTapGesture { flips += 1 }
        Text("Liked \(likes)")
          .onTapGesture(count: 2) { likes += 1 }
      }
    }
  }

  @Test func aTapRunsTheActionAndADoubleTapNeedsTwoClicks() throws {
    let host = TestHost(Card())
    try host.find(control: "Card flipped 0 times").tap()
    #expect(host.contains(text: "Card flipped 1 times"))
    try host.find(control: "Card flipped 1 times").click()
    #expect(host.contains(text: "Card flipped 2 times"))
    try host.find(control: "Liked 0").click()
    #expect(host.contains(text: "Liked 0"), "one click is not a double tap")
    try host.find(control: "Liked 0").click(count: 2)
    #expect(host.contains(text: "Liked 1"))
  }

  @Test func aTappableViewKeepsItsOwnLookAndADisabledOneDoesNothing() throws {
    struct Locked: View {
      @State var taps = 0
      var body: some View {
        Text("Taps \(taps)").onTapGesture { taps += 1 }.disabled(true)
      }
    }
    let host = TestHost(Locked())
    #expect(throws: InspectionError.self) { try host.find(control: "Taps 0").tap() }
    #expect(host.contains(text: "Taps 0"))
  }

  @Test func aTapGestureOnForEachGoesOnEachRow() throws {
    struct Fruits: View {
      @State var picked = "none"
      var body: some View {
        VStack {
          ForEach(["Apple", "Pear"], id: \.self) { fruit in
            Text(fruit)
          }
          .onTapGesture { picked = "some" }
          Text("Picked \(picked)")
        }
      }
    }
    let host = TestHost(Fruits())
    try host.find(control: "Pear").tap()
    #expect(host.contains(text: "Picked some"))
  }
}

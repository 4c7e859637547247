import Foundation
import Tessera
import TesseraTesting
import Testing

/// Everyday modifiers apps write: `submitScope`, `equatable`, `transformEffect`,
/// `toolbarTitleDisplayMode`, `coordinateSpace(.named(_:))` and `animation(_:body:)`,
/// each doing what SwiftUI's does.
@MainActor
@Suite struct IOS17ModifierSpellingsTests {
  private struct Form: View {
    let isScoped: Bool
    @State private var log: [String] = []
    @State private var note = ""
    var body: some View {
      VStack {
        Group {
          if isScoped {
            TextField("Note", text: $note).submitScope()
          } else {
            TextField("Note", text: $note)
          }
        }
        Text("Log: " + log.joined(separator: ","))
      }
      .onSubmit { log.append("form") }
    }
  }

  @Test func aSubmitScopeKeepsTheOuterActionFromRunning() throws {
    let open = TestHost(Form(isScoped: false))
    try open.find(control: "Note").submit()
    #expect(open.contains(text: "Log: form"))
    let scoped = TestHost(Form(isScoped: true))
    #expect(throws: InspectionError.self, "no action reaches the field") {
      try scoped.find(control: "Note").submit()
    }
    #expect(scoped.contains(text: "Log: "))
  }

  private struct Badge: View, Equatable {
    let count: Int
    let unrelated: [String]
    var body: some View { Text("Count \(count)") }
    nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.count == rhs.count }
  }

  private struct Screen: View {
    @State private var noise = 0
    @State private var count = 0
    var body: some View {
      VStack {
        Badge(count: count, unrelated: ["\(noise)"]).equatable()
        Button("Noise") { noise += 1 }
        Button("Count") { count += 1 }
      }
    }
  }

  @Test func anEquatableViewIsEvaluatedOnlyWhenItIsUnequal() throws {
    let host = TestHost(Screen())
    let first = host.bodyCount(of: Badge.self)
    try host.tap("Noise")
    #expect(host.bodyCount(of: Badge.self) == first, "equal by its own ==: not evaluated")
    try host.tap("Count")
    #expect(host.bodyCount(of: Badge.self) == first + 1)
    #expect(host.contains(text: "Count 1"))
  }

  @Test func aTransformMovesWhereTheViewIsDrawnNotItsLayout() throws {
    func drawnFrame(_ transform: CGAffineTransform) throws -> CGRect {
      let host = TestHost(
        VStack(spacing: 0) {
          Text("Moved").transformEffect(transform)
          Text("Below")
          Spacer()
        })
      #expect(try host.find(text: "Below").frame.minY == 16, "the layout is unchanged")
      return try #require(host.drawnFrame(of: host.find(text: "Moved")))
    }
    let still = try drawnFrame(.identity)
    let moved = try drawnFrame(CGAffineTransform(translationX: 16, y: 32))
    #expect(moved.minX == still.minX + 16)
    #expect(moved.minY == still.minY + 32)
  }

  @Test func aTransformsScaleAndTurnAreDrawnAsEffects() throws {
    let turned = CGAffineTransform(scaleX: 2, y: 3).concatenating(
      CGAffineTransform(rotationAngle: .pi / 2))
    let host = TestHost(Text("Big").transformEffect(turned))
    #expect(host.snapshot.contains("scaleEffect"), "\(host.snapshot)")
    #expect(host.snapshot.contains("rotationEffect(90°"), "\(host.snapshot)")
  }

  @Test func theToolbarTitleDisplayModeSetsTheBarsTitleMode() throws {
    let host = TestHost(
      NavigationStack {
        Text("Body").navigationTitle("Inbox").toolbarTitleDisplayMode(.inline)
      })
    // Inline: the title is in the bar's row, with no large title under it.
    #expect(host.screen[0].contains("Inbox"), "\(host.screen)")
    #expect(!host.screen[1...3].contains { $0.contains("Inbox") }, "\(host.screen)")
  }

  @Test func aNamedCoordinateSpaceIsFoundByItsIOS17Name() throws {
    struct Probe: View {
      var body: some View {
        VStack(spacing: 0) {
          Spacer().frame(height: 32)
          GeometryReader { proxy in
            Text("y=\(Int(proxy.frame(in: .named("card")).minY))")
          }
        }
        .coordinateSpace(.named("card"))
        .padding(.top, 48)
      }
    }
    let host = TestHost(Probe())
    #expect(host.contains(text: "y=32"), "\(host.texts)")
  }

  @Test func aReaderInAScrollViewSeesItsPlaceChangeAsItScrolls() throws {
    struct Tracker: View {
      var body: some View {
        ScrollView {
          VStack(spacing: 0) {
            GeometryReader { proxy in
              Text("top=\(Int(proxy.frame(in: .named("scroll")).minY))")
            }
            .frame(height: 16)
            ForEach(0..<60, id: \.self) { Text("Row \($0)") }
          }
        }
        .coordinateSpace(name: "scroll")
        .padding(.top, 32)
      }
    }
    let host = TestHost(Tracker())
    #expect(host.contains(text: "top=0"), "\(host.texts.prefix(3))")
    try #require(host.findAll(kind: "ScrollView").first).scroll(to: CGPoint(x: 0, y: 64))
    #expect(host.contains(text: "top=-64"), "\(host.texts.prefix(3))")
  }

  @Test func aScopedAnimationAnimatesTheModifiersInItsBody() throws {
    struct Fader: View {
      @State private var faded = false
      var body: some View {
        VStack {
          Text("Fading").animation(.linear(duration: 1)) { $0.opacity(faded ? 0 : 1) }
          Button("Fade") { faded = true }
        }
      }
    }
    let host = TestHost(Fader())
    host.animationMode = .onTheClock
    try host.tap("Fade")
    host.advance(by: .milliseconds(500))
    let opacity = try #require(host.drawnOpacity(of: host.find(text: "Fading")))
    #expect(opacity > 0.3 && opacity < 0.7, "half way through: \(opacity)")
  }
}

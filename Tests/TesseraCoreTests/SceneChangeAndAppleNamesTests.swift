import Foundation
import Synchronization
import Tessera
import TesseraTesting
import Testing

/// What an app's `App` and older model code write besides views: `onChange` on a scene,
/// `controlActiveState`, Core Graphics paths and custom sheet detents.
@MainActor
@Suite struct SceneChangeAndAppleNamesTests {
  private final class Journal: ObservableObject {
    @Published var phases: [ScenePhase] = []
  }

  private struct SavingApp: App {
    @Environment(\.scenePhase) private var scenePhase
    let journal: Journal
    init() { journal = Journal() }
    init(journal: Journal) { self.journal = journal }
    var body: some Scene {
      WindowGroup {
        Text("Phases seen: \(journal.phases.count)")
      }
      .onChange(of: scenePhase) { phase in
        journal.phases.append(phase)
      }
    }
  }

  @Test func aScenesOnChangeRunsWhenTheScenePhaseChanges() throws {
    let journal = Journal()
    let host = TestHost(app: SavingApp(journal: journal))
    #expect(journal.phases.isEmpty, "nothing changed yet")
    host.scenePhase = .inactive
    #expect(journal.phases == [.inactive])
    host.scenePhase = .active
    #expect(journal.phases == [.inactive, .active])
  }

  @Test func theControlActiveStateFollowsTheWindowsFocus() throws {
    struct Badge: View {
      @Environment(\.controlActiveState) private var state
      var body: some View { Text(state == .key ? "Key window" : "In the background") }
    }
    let host = TestHost(Badge())
    #expect(host.contains(text: "Key window"))
    host.scenePhase = .inactive
    #expect(host.contains(text: "In the background"))
  }

  @Test func aCoreGraphicsPathDrawsAsAPath() throws {
    let hand = CGMutablePath()
    hand.move(to: CGPoint(x: 50, y: 50))
    hand.addLine(to: CGPoint(x: 50, y: 10))
    hand.addArc(
      center: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2, endAngle: 0,
      clockwise: false)
    hand.closeSubpath()
    let path = Path(hand)
    #expect(path.boundingRect.minY == 10)
    #expect(abs(path.boundingRect.maxX - 90) < 0.01, "the arc reaches the right: \(path)")
    #expect(hand.contains(CGPoint(x: 70, y: 30)), "inside the quarter")
    #expect(!hand.contains(CGPoint(x: 30, y: 30)), "left of the hand")
    // A transform applies to what is added with it.
    let moved = CGMutablePath()
    moved.addRect(
      CGRect(x: 0, y: 0, width: 10, height: 10), transform: .init(translationX: 5, y: 0))
    #expect(moved.boundingBox == CGRect(x: 5, y: 0, width: 10, height: 10))
    #expect(Path(moved.copy()!).cgPath.boundingBox == moved.boundingBox)
  }

  private struct Tiny: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? {
      context.dynamicTypeSize > .large ? 120 : 60
    }
  }

  @Test func aSheetWithACustomDetentShowsItsContent() throws {
    struct Sheet: View {
      @State private var isShown = false
      var body: some View {
        Button("Open") { isShown = true }
          .sheet(isPresented: $isShown) {
            Text("Tiny sheet").presentationDetents([.custom(Tiny.self), .medium])
          }
      }
    }
    let host = TestHost(Sheet())
    try host.tap("Open")
    #expect(host.contains(text: "Tiny sheet"))
    #expect(PresentationDetent.custom(Tiny.self) != .medium)
    let sample: NSInteger = 3
    #expect(sample + 1 == 4, "NSInteger is Int, as on Apple platforms")
  }

  @Test func theScreenIsTheWindowAndFollowsItsSize() throws {
    struct Adaptive: View {
      var body: some View {
        Text(UIDevice.current.userInterfaceIdiom == .pad ? "Wide layout" : "Narrow layout")
          .frame(width: UIScreen.main.bounds.width / 2)
      }
    }
    let turns = Mutex(0)
    let observer = NotificationCenter.default.addObserver(
      forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil
    ) { _ in turns.withLock { $0 += 1 } }
    defer { NotificationCenter.default.removeObserver(observer) }
    let host = TestHost(Adaptive(), size: CGSize(width: 800, height: 400))
    #expect(UIScreen.main.bounds.size == CGSize(width: 800, height: 400))
    #expect(UIDevice.current.orientation.isLandscape)
    #expect(host.contains(text: "Wide layout"))
    host.windowSize = CGSize(width: 320, height: 480)
    #expect(UIScreen.main.bounds.width == 320)
    #expect(UIDevice.current.orientation == .portrait)
    #expect(turns.withLock { $0 } == 1, "turned once")
  }

  @Test func aSecureFieldLabelledByAViewHidesWhatIsTyped() throws {
    struct Login: View {
      @State private var password = ""
      var body: some View {
        SecureField(text: $password) { Text("Password") }
      }
    }
    let host = TestHost(Login())
    try host.type("hunter2", into: "Password")
    #expect(host.screen.contains { $0.contains("•••••••") }, "\(host.screen)")
    #expect(!host.screen.contains { $0.contains("hunter2") })
  }

  @Test func uiAccessibilityFollowsTheReducedMotionSetting() throws {
    let host = TestHost(Text("Calm"))
    host.reducesMotion = true
    #expect(UIAccessibility.isReduceMotionEnabled)
    host.reducesMotion = false
    #expect(!UIAccessibility.isReduceMotionEnabled)
  }

  @Test func withAnimationCanBeCalledFromAPlainFunction() throws {
    struct Drawer: View {
      @State private var isOpen = false
      var body: some View {
        VStack {
          if isOpen { Text("Open drawer").transition(.opacity) }
          Button("Open") { animateOptionally { isOpen = true } }
        }
      }
    }
    let host = TestHost(Drawer())
    host.animationMode = .onTheClock
    try host.tap("Open")
    host.advance(by: .milliseconds(100))
    let opacity = try #require(host.drawnOpacity(of: host.find(text: "Open drawer")))
    #expect(opacity > 0 && opacity < 1, "fading in, so animated: \(opacity)")
  }
}

/// A helper in the style of teaching apps, not isolated to the main actor. (Such helpers
/// often skip the animation when `UIAccessibility.isReduceMotionEnabled`; that setting is
/// the whole process's, which other tests change, so this one does not ask.)
private func animateOptionally<Result>(_ body: () throws -> Result) rethrows -> Result {
  try withAnimation(.linear(duration: 1), body)
}

import Foundation
import Tessera
import TesseraTesting
import Testing

/// Shapes moved, turned, scaled and transformed as shapes (`Circle().offset(x:)`), styles
/// a level down (`.background.secondary`), and the iOS 17 and 18 spellings of
/// transitions, bar visibility and list tints.
@MainActor
@Suite struct ShapeTransformsAndStyleLevelsTests {
  private let square = CGRect(x: 0, y: 0, width: 100, height: 100)

  @Test func aShapeIsMovedTurnedAndScaledAsAShape() {
    let moved = Rectangle().offset(x: 10, y: 5).path(in: square).boundingRect
    #expect(moved == CGRect(x: 10, y: 5, width: 100, height: 100))
    let halved = Rectangle().scale(0.5).path(in: square).boundingRect
    #expect(halved == CGRect(x: 25, y: 25, width: 50, height: 50), "about the centre")
    let corner = Rectangle().scale(x: 0.5, y: 1, anchor: .topLeading).path(in: square)
    #expect(corner.boundingRect == CGRect(x: 0, y: 0, width: 50, height: 100))
    let diamond = Rectangle().rotation(.degrees(45)).path(in: square)
    #expect(abs(diamond.boundingRect.width - 100 * 2.squareRoot()) < 0.01)
    #expect(diamond.contains(CGPoint(x: 50, y: -10)), "a corner points up")
    let stretched = Circle().transform(CGAffineTransform(scaleX: 2, y: 1)).path(in: square)
    #expect(abs(stretched.boundingRect.width - 200) < 0.01)
  }

  @Test func aTransformedShapeIsDrawnAndInsetsAsItsShape() throws {
    let host = TestHost(
      Circle().offset(x: 8).fill(Color.red).frame(width: 64, height: 32)
        .accessibilityIdentifier("dot"))
    #expect(try host.find(identifier: "dot").frame.width == 64)
    let ring = Circle().scale(0.5).inset(by: 10).path(in: square).boundingRect
    #expect(abs(ring.width - 40) < 0.01, "inset first, then scaled: \(ring)")
  }

  @Test func aStyleALevelDownIsFainter() throws {
    struct Card: View {
      var body: some View {
        VStack {
          Text("Back").background(.background.secondary)
          Text("Note").foregroundStyle(Color.blue.tertiary)
        }
      }
    }
    let host = TestHost(Card())
    let snapshot = ScreenSnapshot(of: host).text
    #expect(snapshot.contains("on #"), "the secondary background is painted: \(snapshot)")
    let plain = ScreenSnapshot(of: TestHost(Text("Note").foregroundStyle(Color.blue))).text
    let blue = try #require(plain.split(separator: "\n").first { $0.contains("text #") })
    #expect(!snapshot.contains(blue.split(separator: "=")[1]), "not the full blue")
  }

  @Test func aPushTransitionMovesInAndFades() throws {
    struct Pages: View {
      @State private var isShown = false
      var body: some View {
        VStack {
          if isShown { Text("Next page").transition(.push(from: .trailing)) }
          Button("Show") { withAnimation(.linear(duration: 1)) { isShown = true } }
        }
      }
    }
    let host = TestHost(Pages())
    host.animationMode = .onTheClock
    try host.tap("Show")
    host.advance(by: .milliseconds(500))
    let page = try host.find(text: "Next page")
    let drawn = try #require(host.drawnFrame(of: page))
    let opacity = try #require(host.drawnOpacity(of: page))
    #expect(drawn.minX > page.frame.minX, "still coming in from the trailing edge")
    #expect(opacity > 0 && opacity < 1, "fading in: \(opacity)")
  }

  @Test func toolbarVisibilityHidesTheBar() throws {
    let host = TestHost(
      NavigationStack {
        Text("Full screen").navigationTitle("Title").toolbarVisibility(.hidden, for: .navigationBar)
      })
    #expect(!host.screen.joined().contains("Title"), "\(host.screen)")
    #expect(host.contains(text: "Full screen"))
  }

  @Test func aListItemTintTintsTheRowsControls() throws {
    let host = TestHost(
      List { Toggle("Wi-Fi", isOn: .constant(true)) }.listItemTint(.fixed(.green)))
    let snapshot = ScreenSnapshot(of: host).text
    let tinted = TestHost(List { Toggle("Wi-Fi", isOn: .constant(true)) }.tint(.green))
    let plain = TestHost(List { Toggle("Wi-Fi", isOn: .constant(true)) })
    #expect(snapshot == ScreenSnapshot(of: tinted).text, "as tint(.green) draws it")
    #expect(snapshot != ScreenSnapshot(of: plain).text, "not as an untinted list draws it")
  }

  @Test func theBackgroundStyleIsWhatABackgroundPaints() throws {
    func snapshot(_ view: some View) -> String { ScreenSnapshot(of: TestHost(view)).text }
    let card = Text("Card").padding().background()
    let styled = snapshot(card.backgroundStyle(Color.red))
    #expect(styled == snapshot(Text("Card").padding().background(Color.red)), "\(styled)")
    #expect(snapshot(card) != styled, "the window's background without one")
  }

  /// A shape that asks for a wide band: twice as wide as it is tall.
  struct Band: Shape {
    func path(in rect: CGRect) -> Path { Path(rect) }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
      let width = proposal.width ?? 40
      return CGSize(width: width, height: width / 2)
    }
  }

  @Test func aCircleInAGridColumnIsAsTallAsItIsWide() throws {
    struct Board: View {
      var body: some View {
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
          ForEach(0..<2) { index in
            Circle().accessibilityIdentifier("slot \(index)")
          }
        }
        .frame(width: 200)
      }
    }
    let host = TestHost(Board(), size: CGSize(width: 640, height: 400))
    let slot = try host.find(identifier: "slot 0").frame
    #expect(slot.width > 80)
    #expect(slot.height == slot.width, "a circle offered only a width stays round: \(slot)")
  }

  @Test func aCustomShapeSizesItselfAndKeepsItsSizeThroughAnyShapeAndStroke() throws {
    struct Bands: View {
      var body: some View {
        ScrollView {
          VStack {
            Band().accessibilityIdentifier("band")
            AnyShape(Band()).stroke().accessibilityIdentifier("outline")
          }
          .frame(width: 120)
        }
      }
    }
    let host = TestHost(Bands())
    #expect(try host.find(identifier: "band").frame.size == CGSize(width: 120, height: 60))
    #expect(try host.find(identifier: "outline").frame.size == CGSize(width: 120, height: 60))
  }
}

import Foundation
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct ColorsShapesAndRedactionTests {
  @Test func unevenCornersRoundOnlyWhereAsked() {
    let shape = UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 20)
    let path = shape.path(in: CGRect(x: 0, y: 0, width: 100, height: 60))
    #expect(!path.contains(CGPoint(x: 1, y: 1)), "the top-leading corner is cut")
    #expect(path.contains(CGPoint(x: 99, y: 1)), "the top-trailing corner is square")
    #expect(path.contains(CGPoint(x: 1, y: 59)), "the bottom-leading corner is square")
    #expect(!path.contains(CGPoint(x: 99, y: 59)), "the bottom-trailing corner is cut")
    #expect(path.contains(CGPoint(x: 50, y: 30)))
    let statics: UnevenRoundedRectangle = .rect(topLeadingRadius: 8, topTrailingRadius: 8)
    #expect(statics.cornerRadii == RectangleCornerRadii(topLeading: 8, topTrailing: 8))
    let radii: UnevenRoundedRectangle = .rect(cornerRadii: .init(bottomLeading: 6))
    #expect(radii.cornerRadii == RectangleCornerRadii(bottomLeading: 6))
    // Insettable, as `strokeBorder` and `containerShape` need.
    let border = radii.inset(by: 10).path(in: CGRect(x: 0, y: 0, width: 100, height: 60))
    #expect(!border.contains(CGPoint(x: 5, y: 30)) && border.contains(CGPoint(x: 15, y: 30)))
  }

  @Test func uiKitColourNamesFollowTheColourScheme() {
    #expect(Color(.label) == Color.primary)
    #expect(Color(uiColor: .systemRed) == Color.red)
    #expect(Color(.systemBackground) != Color(.secondarySystemBackground))
    #expect(Color(.systemGray6) == Color.primary.opacity(0.07), "a faint tint of the text colour")
    // UIKit's fixed greys are the greys UIKit gives them, in either scheme.
    #expect(Color(.darkGray) == Color(white: 1.0 / 3))
    #expect(Color(uiColor: .lightGray) == Color(white: 2.0 / 3))
  }

  @Test func placeholderTextIsDrawnAsBarsExceptWhereUnredacted() {
    let host = TestHost(
      VStack {
        Text("Forecast")
        Text("Sunny").unredacted()
      }
      .redacted(reason: .placeholder))
    let screen = host.screen.joined(separator: "\n")
    #expect(!screen.contains("Forecast") && screen.contains("████████"), "\(screen)")
    #expect(screen.contains("Sunny"))
    #expect(host.contains(text: "Forecast"), "the text is still there, only drawn redacted")
  }

  @Test func anEmptyReasonShowsTheContent() {
    struct Reading: View {
      @Environment(\.redactionReasons) var reasons
      var body: some View { Text(reasons.isEmpty ? "shown" : "redacted") }
    }
    #expect(TestHost(Reading().redacted(reason: [])).screen.joined().contains("shown"))
    #expect(TestHost(Reading().redacted(reason: .privacy)).contains(text: "redacted"))
  }

  @Test func anAnimationsCompletionRunsOnceTheChangeIsMade() async {
    var events: [String] = []
    withAnimation(.linear(duration: 0)) {
      events.append("change")
    } completion: {
      events.append("completed")
    }
    #expect(events == ["change"], "not before the change is drawn")
    for _ in 0..<100 where events.count < 2 { await Task.yield() }
    #expect(events == ["change", "completed"])
  }

  @Test func aMeshIsDrawnThroughTheAverageOfEachRow() {
    let mesh = MeshGradient(
      width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
      colors: [.red, .blue, .white, .white])
    #expect(
      mesh.linear
        == LinearGradient(
          colors: [Color.red.mix(with: .blue, by: 0.5), .white], startPoint: .top,
          endPoint: .bottom))
    let host = TestHost(mesh.frame(width: 40, height: 40))
    #expect(host.snapshot.contains("MeshGradient(2 × 2)"), "\(host.snapshot)")
  }

  @Test func colorsMixInAnyNamedSpaceAsInSRGB() {
    let mixed = Color(red: 0, green: 0, blue: 0).mix(
      with: Color(red: 1, green: 1, blue: 1), by: 0.25, in: .perceptual)
    #expect(mixed == Color(red: 0.25, green: 0.25, blue: 0.25))
  }
}

import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct AccessibilityAndFontTraitTests {
  struct Rating: View {
    @State var stars = 3
    var body: some View {
      VStack {
        HStack {
          Text("★★★")
          Text("3 of 5").accessibilityHidden(true)
        }
        .accessibilityElement(children: .combine)
        .accessibilityValue("\(stars) stars")
        .accessibilityHint("Swipe up or down to change")
        .accessibilityAddTraits(.isButton)
        .accessibilityAction(named: Text("Clear")) { stars = 0 }
        .accessibilityIdentifier("rating")
        HStack {
          Text("Secret")
          Text("Parts")
        }
        .accessibilityElement(children: .ignore)
        .accessibilityIdentifier("ignored")
        Text("Header").bold().italic().fontWeight(.heavy).fontDesign(.rounded).monospaced()
        Group {
          Text("Bold line")
        }
        .bold()
      }
    }
  }

  @Test func hiddenTextIsNotReadAndIgnoredChildrenAreNotEither() throws {
    let host = TestHost(Rating())
    let rating = try host.find(identifier: "rating")
    #expect(rating.label == "★★★", "the hidden count is not read")
    #expect(rating.accessibilityValue == "3 stars")
    #expect(rating.accessibilityHint == "Swipe up or down to change")
    #expect(try host.find(identifier: "ignored").label.isEmpty)
  }

  @Test func fontTraitsOnAnyViewReachTheTextInside() {
    let host = TestHost(Rating())
    #expect(host.snapshot.contains("fontWeight("), "\(host.snapshot)")
  }
}

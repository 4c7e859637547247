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

  struct Trails: View {
    var body: some View {
      List {
        Section("Nearby") {
          Text("Ridge loop").accessibilityIdentifier("row")
        }
      }
      VStack {
        Text("Summit").accessibilityIdentifier("title")
        Text("4 km").accessibilityRemoveTraits(.isHeader).accessibilityIdentifier("distance")
      }
      .accessibilityHeading(.h2)
      Text("Map").accessibilityAddTraits([.isButton, .isSelected]).accessibilityIdentifier("map")
    }
  }

  @Test func sectionHeadersAreHeadingsAndTraitsReachTheViewsInsideAContainer() throws {
    let host = TestHost(Trails())
    #expect(try host.find(text: "Nearby").accessibilityTraits.contains(.isHeader))
    #expect(try host.find(identifier: "row").accessibilityTraits.isEmpty, "rows are no headings")
    #expect(try host.find(identifier: "title").accessibilityTraits == .isHeader)
    #expect(
      try host.find(identifier: "distance").accessibilityTraits.isEmpty,
      "a removal nearer the view wins over the container's heading")
    #expect(try host.find(identifier: "map").accessibilityTraits == [.isButton, .isSelected])
  }
}

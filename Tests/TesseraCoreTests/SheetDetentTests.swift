import Tessera
import TesseraTesting
import Testing

/// A sheet given `presentationDetents` rises only to its detent's height, from the
/// bottom of the window, over the app's content.
@MainActor
@Suite struct SheetDetentTests {
  struct Filters: View {
    @State var showsFilters = false
    @State var detent = PresentationDetent.medium
    let detents: Set<PresentationDetent>
    let bindsSelection: Bool
    var body: some View {
      VStack {
        Text("Detent: \(detent == .large ? "large" : detent == .medium ? "medium" : "other")")
        Button("Filters") { showsFilters = true }
      }
      .sheet(isPresented: $showsFilters) {
        if bindsSelection {
          sheet.presentationDetents(detents, selection: $detent)
        } else {
          sheet.presentationDetents(detents)
        }
      }
    }

    var sheet: some View {
      VStack {
        Text("Only open now")
        Button("Show more") { detent = .large }
      }
      .frame(maxHeight: .infinity)
    }
  }

  @Test func aMediumSheetCoversTheLowerHalfAndStartsAtItsSmallestDetent() throws {
    let host = TestHost(Filters(detents: [.large, .medium], bindsSelection: false))
    try host.tap("Filters")
    let sheet = try #require(host.presentations.first)
    #expect(sheet.presentationDetent == .medium, "the smallest, with no selection given")
    #expect(sheet.frame == CGRect(x: 0, y: 192, width: 640, height: 192))
    let text = try host.find(text: "Only open now").frame
    #expect(text.minY >= 192, "the content is laid out in the lower half: \(text)")
    // The app's content still shows above it.
    #expect(host.contains(text: "Filters"))
  }

  @Test func movingTheSheetToTheNextDetentGrowsItAndSetsItsSelection() throws {
    let host = TestHost(Filters(detents: [.medium, .large], bindsSelection: true))
    try host.tap("Filters")
    try host.presentations[0].moveToNextDetent()
    #expect(host.presentations[0].presentationDetent == .large)
    #expect(host.presentations[0].frame == CGRect(x: 0, y: 0, width: 640, height: 384))
    try host.dismissPresentation()
    #expect(host.contains(text: "Detent: large"), "the selection binding followed the sheet")
    // From the largest, the next is the smallest again.
    try host.tap("Filters")
    try host.presentations[0].moveToNextDetent()
    #expect(host.presentations[0].presentationDetent == .medium)
  }

  @Test func theAppMovesTheSheetThroughItsSelection() throws {
    let host = TestHost(Filters(detents: [.medium, .large], bindsSelection: true))
    try host.tap("Filters")
    #expect(host.presentations[0].frame.height == 192)
    try host.tap("Show more")
    #expect(host.presentations[0].frame.height == 384, "the app chose .large")
  }

  @Test func aSelectionTheAppSetsMovesTheSheetThoughNothingElseChanges() throws {
    struct Quiet: View {
      @State var detent = PresentationDetent.medium
      var body: some View {
        Color.clear.sheet(isPresented: .constant(true)) {
          Button("Grow") { detent = .large }
            .presentationDetents([.medium, .large], selection: $detent)
        }
      }
    }
    let host = TestHost(Quiet())
    #expect(host.presentations[0].frame.height == 192)
    try host.tap("Grow")
    #expect(host.presentations[0].frame.height == 384)
  }

  @Test func fractionsHeightsAndCustomDetentsResolveInTheWindow() throws {
    struct Quarter: CustomPresentationDetent {
      static func height(in context: Context) -> CGFloat? { context.maxDetentValue / 4 }
    }
    let cases: [(PresentationDetent, CGFloat)] = [
      (.fraction(0.25), 96), (.height(120), 120), (.height(1000), 384), (.custom(Quarter.self), 96),
    ]
    for (detent, height) in cases {
      let host = TestHost(Filters(detents: [detent], bindsSelection: false))
      try host.tap("Filters")
      let frame = host.presentations[0].frame
      #expect(frame.height == height && frame.maxY == 384, "\(detent): \(frame)")
      #expect(throws: InspectionError.self, "one detent: nowhere to move") {
        try host.presentations[0].moveToNextDetent()
      }
    }
  }

  @Test func aSheetWithoutDetentsFillsTheWindow() throws {
    struct Plain: View {
      @State var shown = true
      var body: some View { Text("App").sheet(isPresented: $shown) { Text("Sheet") } }
    }
    let host = TestHost(Plain())
    #expect(host.presentations[0].presentationDetent == nil)
    #expect(host.presentations[0].frame == CGRect(x: 0, y: 0, width: 640, height: 384))
  }
}

import Tessera
import TesseraTesting
import Testing

struct EntryPalette: Equatable {
  var accent = "orange"
}

final class EntryCounter {
  var count = 0
}

extension EnvironmentValues {
  @Entry var palette = EntryPalette()
  @Entry var isCompact: Bool = false
  @Entry var highlightedName: String?
  @Entry var sharedCounter = EntryCounter()
}

@MainActor
@Suite struct EntryMacroTests {
  struct Badge: View {
    @Environment(\.palette) private var palette
    @Environment(\.isCompact) private var isCompact
    @Environment(\.highlightedName) private var highlighted
    var body: some View {
      Text("\(palette.accent) \(isCompact ? "compact" : "regular") \(highlighted ?? "none")")
    }
  }

  @Test func anEntryHasItsInitialValueUntilAViewSetsIt() {
    #expect(TestHost(Badge()).contains(text: "orange regular none"))
    let set = TestHost(
      Badge()
        .environment(\.palette, EntryPalette(accent: "teal"))
        .environment(\.isCompact, true)
        .environment(\.highlightedName, "Ana"))
    #expect(set.contains(text: "teal compact Ana"))
  }

  @Test func anEntryReachesOnlyTheViewsBelowWhereItIsSet() {
    let host = TestHost(
      VStack {
        Badge()
        Badge().environment(\.isCompact, true)
      })
    #expect(host.contains(text: "orange regular none"))
    #expect(host.contains(text: "orange compact none"))
  }

  @Test func aClassValueIsReadAndWrittenThroughTheEnvironment() {
    var values = EnvironmentValues()
    let counter = EntryCounter()
    values.sharedCounter = counter
    values.sharedCounter.count += 1
    #expect(counter.count == 1)
  }
}

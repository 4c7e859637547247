import Tessera
import TesseraTesting
import Testing

private enum Weather { case sun, rain, snow }

private struct Forecast: View {
  let weather: Weather
  let note: String?
  var body: some View {
    switch weather {
    case .sun: Text("Sunny")
    case .rain: Text("Rainy")
    case .snow: Text("Snowy")
    @unknown default: Text("Unknown")
    }
    if let note {
      Text("Note: \(note)")
    }
    ForEach(0..<3, id: \.self) { index in
      Text("hour \(index)")
    }
    Group {
      Text("grouped")
      EmptyView()
    }
    AnyView(Text("erased"))
  }
}

private struct Row: Identifiable {
  let id: Int
  var title: String
}

private struct EditableRows: View {
  @State var rows = [Row(id: 1, title: "one"), Row(id: 2, title: "two")]
  var body: some View {
    ForEach($rows) { $row in
      TextField("Row \(row.id)", text: $row.title)
    }
    Text(rows.map(\.title).joined(separator: "+"))
  }
}

private struct Badge: ViewModifier {
  @State private var taps = 0
  func body(content: Content) -> some View {
    content
    Button("Badge tapped \(taps)") { taps += 1 }
  }
}

@MainActor
@Suite struct ViewBuilderTests {
  @Test func builderSupportsSwitchIfLetForEachGroupAndAnyView() {
    let host = TestHost(Forecast(weather: .rain, note: "umbrella"))
    #expect(
      host.texts == [
        "Rainy", "Note: umbrella", "hour 0", "hour 1", "hour 2", "grouped", "erased",
      ])
    #expect(TestHost(Forecast(weather: .snow, note: nil)).texts.first == "Snowy")
  }

  @Test func forEachOverABindingEditsElementsInPlace() throws {
    let host = TestHost(EditableRows())
    try host.find(control: "Row 2").setText("deux")
    #expect(host.contains(text: "one+deux"))
  }

  @Test func customViewModifierKeepsItsOwnState() throws {
    let host = TestHost(Text("content").modifier(Badge()))
    try host.tap("Badge tapped 0")
    try host.tap("Badge tapped 1")
    #expect(host.contains(text: "Badge tapped 2"))
    #expect(host.contains(text: "content"))
  }

  @Test func snapshotIsADeterministicTextTree() {
    struct Card: View {
      var body: some View {
        VStack(alignment: .leading, spacing: 8) {
          Text("Title").font(.title).bold()
          Label("Favorite", systemImage: "star.fill")
          Toggle("Enabled", isOn: .constant(true))
        }
        .padding()
      }
    }
    let expected = """
      padding
        VStack(alignment: leading, spacing: 8)
          Text("Title") font: title bold
          Label
            Image(systemName: "star.fill")
            Text("Favorite")
          Toggle(on)
            Text("Enabled")
      """
    #expect(TestHost(Card()).snapshot == expected)
  }

  @Test func concatenatedTextKeepsEachPartsStyle() {
    let total =
      Text("Total: ").bold() + Text("12").foregroundColor(.red) + Text(" items").italic()
    let host = TestHost(
      VStack {
        total
        (Text("a") + Text("b").bold()).foregroundColor(.blue)
      })
    #expect(host.contains(text: "Total: 12 items"))
    #expect(
      host.snapshot.contains("Text(\"Total: \" bold + \"12\" color: red + \" items\" italic)"))
    #expect(
      host.snapshot.contains("Text(\"a\" color: blue + \"b\" bold color: blue)"),
      "a style applied to the whole text reaches every part")
    #expect(TestHost(Text("x").bold() + Text("y").bold()).snapshot.contains("Text(\"xy\") bold"))
  }

  @Test func iconOnlyLabelKeepsItsTitleAsAccessibilityLabel() throws {
    struct Favorite: View {
      @State var isSet = false
      var body: some View {
        Button {
          isSet.toggle()
        } label: {
          Label("Toggle Favorite", systemImage: isSet ? "star.fill" : "star")
            .labelStyle(.iconOnly)
        }
      }
    }
    let host = TestHost(Favorite())
    try host.tap("Toggle Favorite")
    #expect(host.snapshot.contains("Image(systemName: \"star.fill\")"))
    #expect(!host.contains(text: "Toggle Favorite"), "icon only: the title is not shown")
  }
}

// This target compiles in Swift 5 language mode: users' SwiftUI code often does.
import Tessera
import TesseraTesting
import Testing

struct Swift5Counter: View {
  @State private var count = 0
  var body: some View {
    Text("Taps: \(count)")
    Button("Tap") { count += 1 }
  }
}

@MainActor
@Suite struct Swift5ModeTests {
  @Test func stateWorksFromSwift5Code() throws {
    let host = TestHost(Swift5Counter())
    try host.tap("Tap")
    #expect(host.contains(text: "Taps: 1"))
  }
}

// Typical data-flow code in Swift 5 mode: an environment object, a binding to a picker
// over a CaseIterable enum, a date range, an edit host.
final class Swift5Model: ObservableObject {
  @Published var flavor = Flavor.vanilla
  @Published var day = Date(timeIntervalSince1970: 1_700_000_000)
}

enum Flavor: String, CaseIterable, Identifiable {
  case vanilla, cocoa, mint
  var id: String { rawValue }
}

struct Swift5Editor: View {
  @EnvironmentObject var model: Swift5Model
  @Environment(\.editMode) var editMode
  @State private var note = ""

  var range: ClosedRange<Date> {
    model.day.addingTimeInterval(-86_400)...model.day.addingTimeInterval(86_400)
  }

  var body: some View {
    VStack {
      EditButton()
      if editMode?.wrappedValue.isEditing == true {
        TextField("Note", text: $note)
      }
      Picker("Flavor", selection: $model.flavor) {
        ForEach(Flavor.allCases) { flavor in
          Text(flavor.rawValue).tag(flavor)
        }
      }
      .pickerStyle(.segmented)
      DatePicker("Day", selection: $model.day, in: range, displayedComponents: .date)
      Text("Chosen: \(model.flavor.rawValue)")
    }
  }
}

extension Swift5ModeTests {
  @Test func dataFlowCodeBehavesTheSameInSwift5Mode() throws {
    let model = Swift5Model()
    let host = TestHost(Swift5Editor().environmentObject(model))
    try host.select("mint", in: "Flavor")
    #expect(host.contains(text: "Chosen: mint"))
    try host.tap("Edit")
    try host.type("hello", into: "Note")
    #expect(try host.find(control: "Note").textValue == "hello")
    #expect(throws: InspectionError.self) {
      try host.setDate(model.day.addingTimeInterval(3 * 86_400), in: "Day")
    }
  }
}

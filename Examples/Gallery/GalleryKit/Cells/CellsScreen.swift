import Tessera
import TesseraComponents

/// Views in cells: pick a demo — heart rates whose cells redraw on their own, a list
/// with a checkmark on the selected row, or conditions edited in their cells.
struct CellsScreen: View {
  enum Demo: String, CaseIterable, Hashable {
    case heart = "Heart rate"
    case checkmarks = "Checkmark"
    case conditions = "Conditions"
  }

  @StateObject private var demos = CellDemos()
  @State private var demo = Demo.heart

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Picker("Demo", selection: $demo) {
        ForEach(Demo.allCases, id: \.self) { Text($0.rawValue).tag($0) }
      }
      .pickerStyle(.segmented)
      .padding(.horizontal)
      switch demo {
      case .heart: heart
      case .checkmarks: demos.sportList.view
      case .conditions: conditions
      }
    }
  }

  private var heart: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack {
        Button("Faster") { demos.readings[1].beatsPerMinute += 15 }
        Button("Slower") { demos.readings[1].beatsPerMinute -= 15 }
        Button("Watch +1") { demos.readings[0].beatsPerMinute += 1 }
        Spacer()
        Text("Controller:")
        demos.controller.view
      }
      .padding(.horizontal)
      demos.heartList.view
    }
  }

  private var conditions: some View {
    VStack(alignment: .leading, spacing: 0) {
      demos.conditionList.view
      Button("Reset the first") { demos.conditions[0].text = "Asthma" }
        .padding(.horizontal)
      ForEach(demos.conditions, id: \.self) { ConditionEcho(condition: $0) }
    }
  }
}

/// A condition's text as the model holds it, to show that edits reach the model.
private struct ConditionEcho: View {
  @ObservedObject var condition: MedicalCondition

  var body: some View {
    Text("Saved: \(condition.text)").padding(.horizontal)
  }
}

#if GTK
  import EndToEndSupport
  import Foundation
  import Tessera
  import TesseraCore
  import TesseraGtk
  import Testing

  /// A row of the fuzzed screen, with a model of its own: changing it updates only the row.
  private final class WidgetFuzzRow: ObservableObject, Identifiable {
    let id: Int
    @Published var text: String
    @Published var tint = 0
    @Published var isOn = false
    @Published var isFaded = false
    init(id: Int) {
      self.id = id
      text = "row \(id)"
    }
  }

  /// The fuzzed screen's own data.
  private final class WidgetFuzzModel: ObservableObject {
    @Published var rows: [WidgetFuzzRow]
    @Published var title = "Widgets"
    @Published var flavor = "Mint"
    @Published var isSegmented = false
    @Published var progress = 0.25
    @Published var level = 3.0
    @Published var name = "Ada"
    @Published var isDisabled = false
    @Published var isProminent = false
    @Published var turn = 0.0
    @Published var selection: Int?
    var nextID: Int
    init(rows: Int) {
      self.rows = (0..<rows).map(WidgetFuzzRow.init)
      nextID = rows
    }
  }

  private let widgetFuzzColors: [Color] = [.primary, .red, .green, .blue]

  private struct WidgetFuzzRowView: View {
    @ObservedObject var row: WidgetFuzzRow
    var body: some View {
      HStack {
        Text(row.text).foregroundColor(widgetFuzzColors[row.tint])
        Toggle("On", isOn: $row.isOn)
      }
      .opacity(row.isFaded ? 0.5 : 1)
      .background(row.tint == 2 ? Color.yellow : Color.clear)
    }
  }

  private struct WidgetFuzzScreen: View {
    @ObservedObject var model: WidgetFuzzModel
    var body: some View {
      NavigationStack {
        VStack(spacing: 0) {
          HStack {
            Button("Go") {}.buttonStyle(.borderedProminent).opacity(model.isProminent ? 1 : 0.6)
            Button(model.isProminent ? "Stop" : "Start") {}
              .disabled(model.isDisabled)
            TextField("Name", text: $model.name)
          }
          Group {
            if model.isSegmented {
              Picker("Flavor", selection: $model.flavor) {
                ForEach(["Mint", "Plum", "Fig"], id: \.self) { Text($0).tag($0) }
              }
              .pickerStyle(.segmented)
            } else {
              Picker("Flavor", selection: $model.flavor) {
                ForEach(["Mint", "Plum", "Fig"], id: \.self) { Text($0).tag($0) }
              }
            }
          }
          ProgressView(value: model.progress)
          Slider(value: $model.level, in: 0...10, step: 1)
          HStack {
            Image(systemName: "star").foregroundColor(widgetFuzzColors[Int(model.level) % 4])
            Circle().fill(widgetFuzzColors[Int(model.progress * 3) % 4]).frame(
              width: 20, height: 20)
            Color.blue.frame(width: 30, height: 10).rotationEffect(.degrees(model.turn))
          }
          List(selection: $model.selection) {
            ForEach(0..<6, id: \.self) { Text("item \($0)").tag(Optional($0)) }
          }
          .frame(height: 80)
          ForEach(model.rows) { row in WidgetFuzzRowView(row: row) }
        }
        .navigationTitle(model.title)
      }
    }
  }

  /// One random change a user's data could make: to one row (only it updates) or to the
  /// screen (the parent updates).
  private func change(_ model: WidgetFuzzModel, using random: inout SeededGenerator) {
    let row = model.rows.isEmpty ? nil : model.rows.randomElement(using: &random)
    switch Int.random(in: 0..<16, using: &random) {
    case 0: row?.text = "row \(row?.id ?? 0) v\(Int.random(in: 0..<1_000, using: &random))"
    case 1: row?.tint = Int.random(in: 0..<widgetFuzzColors.count, using: &random)
    case 2: row?.isOn.toggle()
    case 3: row?.isFaded.toggle()
    case 4:
      let index = Int.random(in: 0...model.rows.count, using: &random)
      model.rows.insert(WidgetFuzzRow(id: model.nextID), at: index)
      model.nextID += 1
    case 5:
      if !model.rows.isEmpty {
        model.rows.remove(at: Int.random(in: 0..<model.rows.count, using: &random))
      }
    case 6: model.title = "Widgets \(Int.random(in: 0..<100, using: &random))"
    case 7: model.flavor = ["Mint", "Plum", "Fig"].randomElement(using: &random)!
    case 8: model.isSegmented.toggle()
    case 9: model.progress = Double(Int.random(in: 0...4, using: &random)) / 4
    case 10: model.level = Double(Int.random(in: 0...10, using: &random))
    case 11: model.name = ["", "Ada", "Grace", "Linus"].randomElement(using: &random)!
    case 12: model.isDisabled.toggle()
    case 13: model.isProminent.toggle()
    case 14: model.turn = Double(Int.random(in: 0..<4, using: &random)) * 30
    default:
      let pick = Int.random(in: -1..<6, using: &random)
      model.selection = pick < 0 ? nil : pick
    }
  }

  /// The GTK half of the rendering differential test: after every update of fuzzed
  /// changes, the widgets the host keeps up to date incrementally hold exactly what a
  /// renderer starting from nothing makes for the same tree; and a change to one row
  /// updates the widgets of that row, not every widget. Runs inside the GTK test (GTK can
  /// be started once per process).
  @MainActor
  func checkIncrementalWidgets(seeds: [UInt64], steps: Int) {
    for seed in seeds {
      var random = SeededGenerator(seed: seed)
      let model = WidgetFuzzModel(rows: 8)
      let hosting = HostingWidget(rootView: WidgetFuzzScreen(model: model))
      hosting.resize(to: CGSize(width: 420, height: 520))
      for step in 0..<steps {
        for _ in 0...Int.random(in: 0..<3, using: &random) { change(model, using: &random) }
        hosting.loop.refresh(cause: .update)
        let incremental = hosting.widgetStates()
        let fresh = hosting.freshWidgetStates()
        guard incremental == fresh else {
          let differing = zip(incremental, fresh).enumerated().first {
            $0.element.0 != $0.element.1
          }
          Issue.record(
            """
            seed \(seed), step \(step): the widgets differ from a fresh render \
            (\(incremental.count) widgets, fresh \(fresh.count)); first difference at \
            \(differing?.offset ?? min(incremental.count, fresh.count)):
            kept:  \(differing?.element.0 ?? "-")
            fresh: \(differing?.element.1 ?? "-")
            """)
          return
        }
      }
    }

    // One row's text changes: only its label is updated, not the screen's widgets.
    let model = WidgetFuzzModel(rows: 8)
    let hosting = HostingWidget(rootView: WidgetFuzzScreen(model: model))
    hosting.resize(to: CGSize(width: 420, height: 520))
    let shown = hosting.shownWidgetCount
    model.rows[2].text = "changed"
    hosting.loop.refresh(cause: .update)
    #expect(hosting.widgetStates().contains { $0.contains("\"changed\"") })
    #expect(shown > 20, "the screen shows \(shown) widgets")
    #expect(
      hosting.updatedWidgetCount <= 2,
      "\(hosting.updatedWidgetCount) of \(shown) widgets were updated")
  }
#endif

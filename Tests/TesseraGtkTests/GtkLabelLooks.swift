#if GTK
  import Foundation
  import Tessera
  import TesseraGtk
  import Testing

  /// Two tabs under a tint of pure orange.
  private struct TintedTabs: View {
    var body: some View {
      TabView {
        Text("One").tabItem { Label("First", systemImage: "star") }
        Text("Two").tabItem { Label("Second", systemImage: "gear") }
      }
      .tint(Color(red: 1, green: 0.5, blue: 0))
    }
  }

  /// The selected tab's label is drawn in the tint, as SwiftUI draws it, not in the
  /// default accent (Gift Exchange's gold tint on its red bar was blue). Runs inside the
  /// GTK test (GTK can be started once per process).
  @MainActor
  func checkSelectedTabTakesTheTint() {
    let hosting = HostingWidget(rootView: TintedTabs())
    hosting.resize(to: CGSize(width: 400, height: 300))
    let labels = hosting.widgetStates().filter { $0.contains("GtkLabel") }
    let first = labels.first { $0.contains("\"First\"") } ?? ""
    let second = labels.first { $0.contains("\"Second\"") } ?? ""
    // Pango writes the colour as 16-bit channels: 1, 0.5, 0.
    #expect(first.contains("foreground #ffff7fff0000"), "\(first)")
    #expect(!second.contains("foreground #ffff7fff0000"), "\(second)")
  }

  /// A disabled button of the app's own look: a label over a red fill.
  private struct DisabledCard: View {
    var body: some View {
      Button {
      } label: {
        Text("Draw").foregroundColor(.white).frame(width: 120, height: 60)
          .background(Color.red)
      }
      .disabled(true)
    }
  }

  /// A disabled button's fill is dimmed as its text is: Gift Exchange's gift button
  /// looked enabled in GTK once everyone had drawn.
  @MainActor
  func checkDisabledButtonIsDimmed() {
    let hosting = HostingWidget(rootView: DisabledCard())
    hosting.resize(to: CGSize(width: 300, height: 200))
    let fill = hosting.widgetStates().first { $0.contains("GtkDrawingArea") } ?? ""
    #expect(fill.contains("opacity 0.45"), "\(fill)")
  }

  /// The widths of the labels showing `text` among `states`, in order.
  private func labelWidths(_ text: String, in states: [String]) -> [Double] {
    states.filter { $0.contains("GtkLabel") && $0.contains("\"\(text)\"") }.compactMap { line in
      line.firstMatch(of: #/width: ([\d.]+)/#).flatMap { Double($0.output.1) }
    }
  }

  /// Spaced letters are laid out in the room they take: the Catalog's "Spaced out"
  /// (`tracking(4)`) was cut to "S p a c e…" in GTK.
  @MainActor
  func checkTrackedTextIsLaidOutWide() {
    let hosting = HostingWidget(
      rootView: VStack {
        Text("Spaced out").tracking(4)
        Text("Spaced out")
      })
    hosting.resize(to: CGSize(width: 400, height: 200))
    let states = hosting.widgetStates()
    let widths = labelWidths("Spaced out", in: states)
    let spaced = widths.first ?? 0
    let plain = widths.dropFirst().first ?? 0
    // Ten letters four points apart: 40 points wider than the same letters set close.
    #expect(spaced > plain + 36, "\(spaced) against \(plain): \(states)")
  }

  private struct Score: Identifiable {
    let id: Int
    let points: Int
  }

  /// A sortable table of one narrow column.
  private struct NarrowTable: View {
    @State private var order = [KeyPathComparator(\Score.points, order: .reverse)]
    var body: some View {
      Table([Score(id: 1, points: 22)], sortOrder: $order) {
        TableColumn("Points", value: \.points) { Text("\($0.points)") }.width(80)
      }
    }
  }

  /// A column's title stays on one line, cut short if it must: Standings' "Points" with
  /// its sort chevron broke into "Point" and "s" in an 80-point column.
  @MainActor
  func checkNarrowColumnTitleStaysOnOneLine() {
    let hosting = HostingWidget(rootView: NarrowTable())
    hosting.resize(to: CGSize(width: 400, height: 200))
    let title = hosting.widgetStates().first {
      $0.contains("GtkLabel") && $0.contains("\"Points\"")
    }
    #expect(title?.contains("lines 1") == true, "\(title ?? "no title")")
  }
#endif

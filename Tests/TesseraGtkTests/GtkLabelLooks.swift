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
#endif

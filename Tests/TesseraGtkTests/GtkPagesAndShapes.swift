#if GTK
  import Foundation
  import Tessera
  import TesseraGtk
  import Testing

  /// Three pages over their dots, and a capsule-shaped bordered button.
  private struct PagesAndCapsule: View {
    @State var page = 0
    var body: some View {
      VStack {
        Button("Capsule") {}
          .buttonStyle(.bordered)
          .buttonBorderShape(.capsule)
        TabView(selection: $page) {
          Text("Page one").tag(0)
          Text("Page two").tag(1)
          Text("Page three").tag(2)
        }
        .tabViewStyle(.page)
      }
    }
  }

  /// A paged tab view is its page over a row of dots, with no tab bar; a capsule button
  /// carries the class that rounds it fully.
  @MainActor
  func checkPagesAndCapsuleButtons() {
    let hosting = HostingWidget(rootView: PagesAndCapsule())
    hosting.resize(to: CGSize(width: 400, height: 300))
    let states = hosting.widgetStates()
    #expect(!states.contains { $0.contains("GtkActionBar") }, "no tab bar")
    #expect(states.contains { $0.contains("\"Page one\"") })
    #expect(!states.contains { $0.contains("\"Page two\"") }, "one page at a time")
    let capsule = states.first { $0.contains("tessera-rounded") }
    #expect(capsule != nil, "\(states)")
    // One dot a page, each a button.
    let dots = states.filter { $0.hasPrefix("GtkButton") && !$0.contains("tessera-rounded") }
    #expect(dots.count == 3, "\(dots)")
  }
#endif

import Tessera

/// The same two sections in each list style: a picker above the list switches between
/// them. In the sidebar style, a section's header collapses and expands it.
struct ListStylesPage: View {
  /// The styles the picker offers.
  enum Style: String, CaseIterable, Identifiable {
    case insetGrouped = "Inset grouped"
    case grouped = "Grouped"
    case plain = "Plain"
    case sidebar = "Sidebar"
    var id: Self { self }
  }

  @State private var style = Style.insetGrouped

  var body: some View {
    VStack(spacing: 0) {
      Picker("Style", selection: $style) {
        ForEach(Style.allCases) { Text($0.rawValue).tag($0) }
      }
      .padding(.horizontal)
      styled(
        List {
          Section("Fruit") {
            Label("Apples", systemImage: "leaf")
            Label("Pears", systemImage: "leaf")
          }
          Section("Grains") {
            Label("Rice", systemImage: "square.grid.2x2")
            Label("Oats", systemImage: "square.grid.2x2")
          }
        })
    }
    .navigationTitle("List styles")
  }

  /// `list` in the chosen style.
  @ViewBuilder private func styled(_ list: some View) -> some View {
    switch style {
    case .insetGrouped: list.listStyle(.insetGrouped)
    case .grouped: list.listStyle(.grouped)
    case .plain: list.listStyle(.plain)
    case .sidebar: list.listStyle(.sidebar)
    }
  }
}

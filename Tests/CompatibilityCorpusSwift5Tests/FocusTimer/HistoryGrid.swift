import Tessera

/// The sessions finished today, one row each under a header.
struct HistoryGrid: View {
  let sessions: [FocusSession]

  var body: some View {
    Grid(alignment: .leading, horizontalSpacing: 12) {
      GridRow {
        Text("Task")
        Text("Minutes")
      }
      .font(.caption)
      .foregroundStyle(.secondary)
      ForEach(sessions) { session in
        GridRow {
          Text(session.task)
          Text("\(session.minutes)").gridColumnAlignment(.trailing)
        }
      }
    }
  }
}

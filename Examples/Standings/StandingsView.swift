import Tessera

struct StandingsView: View {
  @Environment(League.self) private var league
  @State private var sortOrder = [KeyPathComparator(\Club.points, order: .reverse)]
  @State private var selection: Club.ID?

  var body: some View {
    @Bindable var league = league
    VStack(alignment: .leading) {
      ViewThatFits(in: .horizontal) {
        Text("Harbour District Sunday League — Standings").font(.headline)
        Text("Standings").font(.headline)
      }
      Table(league.clubs, selection: $selection, sortOrder: $sortOrder) {
        TableColumn("Club", value: \.name)
        TableColumn("Played", value: \.played) { club in
          Text("\(club.played)").monospacedDigit()
        }
        TableColumn("Points", value: \.points) { club in
          Text("\(club.points)")
        }
        .width(80)
      }
      .onChange(of: sortOrder) { _, order in
        league.clubs.sort(using: order)
      }
      if let club = league.clubs.first(where: { $0.id == selection }) {
        ClubSummary(club: club)
      }
    }
    .padding()
  }
}

struct ClubSummary: View {
  let club: Club

  var body: some View {
    HStack(spacing: 16) {
      ZStack {
        Circle()
          .stroke(.quaternary, lineWidth: 6)
        Circle()
          .trim(from: 0, to: club.winRate)
          .stroke(Color.green, style: StrokeStyle(lineWidth: 6, lineCap: .round))
          .rotationEffect(.degrees(-90))
      }
      .frame(width: 64, height: 64)
      Grid(alignment: .leading, horizontalSpacing: 12) {
        GridRow {
          Text("Won")
          Text("\(club.won)").gridColumnAlignment(.trailing)
        }
        GridRow {
          Text("Win rate")
          Text(club.winRate, format: .percent.precision(.fractionLength(0)))
        }
      }
      FormGuide(results: club.recent)
        .frame(width: 120, height: 24)
    }
  }
}

/// The last results as dots: filled for a win.
struct FormGuide: View {
  let results: [Bool]

  var body: some View {
    Canvas { context, size in
      let step = size.width / CGFloat(max(results.count, 1))
      for (index, won) in results.enumerated() {
        let dot = CGRect(
          x: CGFloat(index) * step + 2, y: 2, width: step - 4, height: size.height - 4)
        if won {
          context.fill(Path(ellipseIn: dot), with: .color(.green))
        } else {
          context.stroke(Path(ellipseIn: dot), with: .color(.red), lineWidth: 1)
        }
      }
    }
    .accessibilityLabel("Form: \(results.map { $0 ? "W" : "L" }.joined())")
  }
}

#Preview {
  StandingsView()
    .environment(League())
}

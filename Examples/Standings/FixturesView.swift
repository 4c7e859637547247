import Tessera

struct FixturesView: View {
  @Environment(League.self) private var league

  var body: some View {
    ScrollViewReader { proxy in
      VStack(alignment: .leading) {
        HStack {
          TimelineView(.everyMinute) { context in
            Text(context.date, style: .time)
          }
          Spacer()
          Button("First round") {
            proxy.scrollTo(league.fixtures.first?.id, anchor: .top)
          }
        }
        List(league.fixtures) { fixture in
          Text("Round \(fixture.id): **\(fixture.home)** v \(fixture.away), *\(fixture.score)*")
            .listRowBackground(fixture.id.isMultiple(of: 2) ? Color.gray.opacity(0.1) : nil)
        }
        .scrollIndicators(.hidden)
      }
      .onAppear {
        proxy.scrollTo(league.fixtures.last?.id)
      }
    }
  }
}

#Preview("Fixtures") {
  FixturesView()
    .environment(League())
}

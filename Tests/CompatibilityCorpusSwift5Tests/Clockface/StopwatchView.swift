import Tessera

struct StopwatchView: View {
  @ObservedObject var store: LapStore

  var body: some View {
    VStack(spacing: 12) {
      ZStack {
        Circle().stroke(Color.gray, lineWidth: 1)
        ClockHand(seconds: store.elapsed).stroke(Color.orange, lineWidth: 2)
      }
      .frame(width: min(UIScreen.main.bounds.width / 4, 120), height: 80)

      Text(String(format: "%.1f s", store.elapsed))
        .font(.title)
        .overlay(alignment: .topTrailing) {
          if store.best != nil {
            Text("best").font(.caption).allowsHitTesting(false)
          }
        }

      HStack {
        Button("Tick") { store.elapsed += 1 }
        Button("Lap") {
          UIImpactFeedbackGenerator(style: .light).impactOccurred()
          withOptionalAnimation { store.lap() }
        }
        Button("Reset") { store.reset() }
          .hidden(store.laps.isEmpty)
      }

      List {
        ForEach(Array(store.laps.enumerated()), id: \.offset) { index, lap in
          HStack {
            Text("Lap \(index + 1)")
            Spacer()
            Text(String(format: "%.1f", lap))
          }
        }
      }
    }
  }
}

extension View {
  /// Hides the view, keeping its place, while `isHidden` is true.
  @ViewBuilder func hidden(_ isHidden: Bool) -> some View {
    if isHidden {
      hidden()
    } else {
      self
    }
  }
}

import Combine
import Tessera

struct SteepTimer: View {
  @Environment(Cupboard.self) private var cupboard
  @AppStorage("steeper.cups") private var cups = 0
  @State private var readyTea: String?
  private let clock = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

  var body: some View {
    VStack(alignment: .leading) {
      if let tea = cupboard.steeping {
        Text(
          "\(tea.name): \(cupboard.secondsLeft / 60):\(String(format: "%02d", cupboard.secondsLeft % 60)) left"
        )
        .monospacedDigit()
      } else if let readyTea {
        Text("\(readyTea) is ready")
      } else {
        Text("Nothing steeping")
      }
      Text("\(cups) cups brewed")
        .font(.caption)
    }
    .onReceive(clock) { _ in
      if cupboard.tick(), let tea = cupboard.steeping {
        readyTea = tea.name
        cups += 1
        cupboard.finish()
      }
    }
  }
}

#Preview {
  SteepTimer()
    .environment(Cupboard())
}

import Tessera

struct Stopwatch: View {
  @State private var elapsed = 0
  @State private var isRunning = true
  let timer = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect()

  var body: some View {
    VStack {
      Text("Elapsed: \(elapsed)")
      Button(isRunning ? "Pause" : "Resume") { isRunning.toggle() }
    }
    .onReceive(timer) { _ in
      if isRunning { elapsed += 1 }
    }
  }
}

#Preview {
  Stopwatch()
}

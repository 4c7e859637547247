import Tessera

struct FocusView: View {
  @EnvironmentObject var clock: FocusClock
  @State private var showsSettings = false
  @State private var detent = PresentationDetent.medium
  private let ticker = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

  var body: some View {
    NavigationStack {
      VStack(spacing: 16) {
        Text(clock.task).font(.headline)
        Text(timeText).font(.largeTitle).monospacedDigit()
        ProgressView(value: clock.progress)
          .progressViewStyle(LinearProgressViewStyle(tint: .orange))
        Button {
          clock.isRunning ? clock.stop() : clock.start()
        } label: {
          Text(clock.isRunning ? "Stop" : "Start")
            .foregroundColor(.white)
            .frame(width: 96, height: 96)
            .background(clock.isRunning ? Color.red : Color.green)
            .clipShape(Circle())
        }
        .buttonStyle(.plain)
        HistoryGrid(sessions: clock.history)
        Spacer()
      }
      .padding()
      .navigationTitle("Focus")
      .toolbar {
        Button("Settings") { showsSettings = true }
      }
      .sheet(isPresented: $showsSettings) {
        SettingsSheet()
          .presentationDetents([.medium, .large], selection: $detent)
          .presentationDragIndicator(.visible)
      }
      .onReceive(ticker) { _ in clock.tick() }
    }
  }

  private var timeText: String {
    let seconds = clock.secondsLeft ?? clock.minutes * 60
    return String(format: "%02d:%02d", seconds / 60, seconds % 60)
  }
}

struct FocusView_Previews: PreviewProvider {
  static var previews: some View {
    FocusView().environmentObject(FocusClock())
  }
}

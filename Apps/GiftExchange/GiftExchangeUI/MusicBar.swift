import GiftExchangeKit
import Tessera

/// The track's title and a play/pause button, just above the tab bar. Starts paused; with
/// no audio the button is disabled and a note says so.
struct MusicBar: View {
  @EnvironmentObject var player: MusicPlayer

  var body: some View {
    HStack {
      Text(player.title).bold().foregroundColor(.white).layoutPriority(1)
      Spacer()
      if !player.isAvailable {
        Text("audio unavailable", bundle: .module).font(.caption).foregroundColor(.secondary)
          .fixedSize()
      }
      Button {
        player.toggle()
      } label: {
        Image(systemName: player.isPlaying ? "pause.fill" : "play.fill")
      }
      .accessibilityLabel(
        player.isPlaying ? Text("Pause", bundle: .module) : Text("Play", bundle: .module)
      )
      .disabled(!player.isAvailable)
    }
    .padding(.horizontal)
    .background(Color.black.opacity(0.5))
  }
}

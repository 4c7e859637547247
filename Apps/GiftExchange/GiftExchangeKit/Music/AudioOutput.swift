import Foundation

/// An audio player found on the machine that can play raw PCM from its standard input,
/// so the tune loops without a gap; or why there is none.
public struct AudioOutput: Equatable, Sendable {
  /// The player's executable.
  public var executable: URL
  /// Its arguments for 16-bit mono PCM at `Melody.sampleRate` on standard input.
  public var arguments: [String]

  /// A player run as `executable` with `arguments`, reading the PCM on standard input.
  public init(executable: URL, arguments: [String]) {
    self.executable = executable
    self.arguments = arguments
  }

  /// The players we know, most preferred first, with the arguments each needs.
  static let players: [(name: String, arguments: [String], needs: Device)] = [
    (
      "pw-cat",
      [
        "--playback", "--format", "s16", "--rate", "\(Melody.sampleRate)",
        "--channels", "1", "-",
      ], .pipewire
    ),
    (
      "paplay", ["--raw", "--format=s16le", "--rate=\(Melody.sampleRate)", "--channels=1"],
      .pulse
    ),
    (
      "aplay", ["-q", "-t", "raw", "-f", "S16_LE", "-r", "\(Melody.sampleRate)", "-c", "1", "-"],
      .alsa
    ),
  ]

  /// What a player needs to make a sound.
  enum Device {
    case pipewire, pulse, alsa
  }

  /// Finds a player on `PATH` whose sound server or sound card is there; or the reason
  /// there is none. `fileExists` and `directoryContents` look at the file system (tests
  /// replace them).
  public static func find(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    fileExists: (String) -> Bool = { FileManager.default.isExecutableFile(atPath: $0) },
    directoryContents: (String) -> [String] = {
      (try? FileManager.default.contentsOfDirectory(atPath: $0)) ?? []
    }
  ) -> Result<AudioOutput, Unavailable> {
    let path = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
    let runtime = environment["XDG_RUNTIME_DIR"] ?? "/run/user/\(getuid())"
    var foundPlayer = false
    for player in players {
      guard let directory = path.first(where: { fileExists("\($0)/\(player.name)") }) else {
        continue
      }
      foundPlayer = true
      let hasDevice: Bool
      switch player.needs {
      case .pipewire: hasDevice = directoryContents(runtime).contains("pipewire-0")
      case .pulse:
        hasDevice =
          environment["PULSE_SERVER"] != nil
          || directoryContents("\(runtime)/pulse").contains("native")
      case .alsa:
        // A playback device: /dev/snd/pcmC<card>D<device>p.
        hasDevice = directoryContents("/dev/snd").contains {
          $0.hasPrefix("pcm") && $0.hasSuffix("p")
        }
      }
      if hasDevice {
        return .success(
          AudioOutput(
            executable: URL(fileURLWithPath: "\(directory)/\(player.name)"),
            arguments: player.arguments))
      }
    }
    return .failure(foundPlayer ? .noDevice : .noPlayer)
  }

  /// Why there is no sound.
  public enum Unavailable: Error, Equatable, Sendable {
    /// None of pw-cat, paplay and aplay is installed.
    case noPlayer
    /// A player is installed but there is no sound server or sound card, or the player
    /// quit.
    case noDevice
    /// The tune could not be prepared (e.g. its cache directory is not writable).
    case failed(String)
  }
}

import AppSupport
import Foundation
import Synchronization
import Tessera

#if canImport(Glibc)
  import Glibc
#endif

/// Plays the tune on a loop through an audio player found on the machine, fed from our
/// own WAV so the loop has no gap. Starts paused. With no player or no sound device it is
/// unavailable and says why; everything else in the app works the same.
@MainActor
public final class MusicPlayer: ObservableObject {
  /// The track's title.
  public let title = "Jingle Bells"
  /// Whether the tune is playing.
  @Published public private(set) var isPlaying = false
  /// Why there is no sound, when there is none.
  @Published public private(set) var unavailable: AudioOutput.Unavailable?

  private let output: AudioOutput?
  private let cacheDirectory: URL
  private var playback: Playback?
  /// Counts the players started, so that the end of an old one is told apart.
  private var generation = 0
  /// The process id of the last player started (for tests).
  private(set) var playerProcessIdentifier: Int32?

  /// A player using `output` (by default the first player found with a device), writing
  /// its WAV under `cacheDirectory` (by default `$XDG_CACHE_HOME/gift-exchange`).
  public init(
    output: Result<AudioOutput, AudioOutput.Unavailable> = AudioOutput.find(),
    cacheDirectory: URL = MusicPlayer.defaultCacheDirectory()
  ) {
    switch output {
    case .success(let found):
      self.output = found
    case .failure(let reason):
      self.output = nil
      unavailable = reason
    }
    self.cacheDirectory = cacheDirectory
  }

  /// Whether the play button works.
  public var isAvailable: Bool { unavailable == nil }

  /// Plays when paused, pauses when playing.
  public func toggle() {
    if isPlaying { stop() } else { start() }
  }

  /// Stops the tune. (When the app quits, its players are stopped too: see
  /// `RunningPlayers`.)
  public func stop() {
    playback?.stop()
    playback = nil
    isPlaying = false
  }

  private func start() {
    guard let output, playback == nil else { return }
    do {
      let wav = try Data(contentsOf: Melody.writeWAV(in: cacheDirectory))
      let pcm = wav.count > 44 ? wav.subdata(in: 44..<wav.count) : Data()
      generation += 1
      let generation = generation
      playback = try Playback(output: output, pcm: pcm) { [weak self] status in
        Task { @MainActor in self?.playerEnded(status: status, generation: generation) }
      }
      playerProcessIdentifier = playback?.processIdentifier
      isPlaying = true
    } catch {
      unavailable = .failed(error.localizedDescription)
    }
  }

  /// The player quit on its own: the device went away or refused us. A late word from a
  /// player already replaced (pause, then play) is ignored.
  private func playerEnded(status: Int32, generation ended: Int) {
    guard playback != nil, ended == generation else { return }
    playback = nil
    isPlaying = false
    unavailable = .noDevice
  }

  /// `$XDG_CACHE_HOME/gift-exchange`, by default `~/.cache/gift-exchange`.
  public nonisolated static func defaultCacheDirectory(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    XDGDirectory.cache.url(for: "gift-exchange", environment: environment)
  }
}

/// One run of the audio player, fed the tune over and over from a thread of its own.
private final class Playback: Sendable {
  private let process: Process
  private let stopped = StopFlag()

  init(output: AudioOutput, pcm: Data, onEnd: @escaping @Sendable (Int32) -> Void) throws {
    // A player that quits must not kill us with SIGPIPE: the write fails instead.
    signal(SIGPIPE, SIG_IGN)
    let pipe = Pipe()
    let process = Process()
    process.executableURL = output.executable
    process.arguments = output.arguments
    process.standardInput = pipe
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let stopped = stopped
    process.terminationHandler = { process in
      RunningPlayers.remove(process.processIdentifier)
      if !stopped.isSet { onEnd(process.terminationStatus) }
    }
    try process.run()
    self.process = process
    RunningPlayers.add(process.processIdentifier)
    let writer = pipe.fileHandleForWriting
    let feeder = Thread {
      let descriptor = writer.fileDescriptor
      pcm.withUnsafeBytes { bytes in
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        // Loop the tune until the player goes away (the write then fails).
        while !stopped.isSet {
          var offset = 0
          while offset < bytes.count {
            let written = write(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
              if errno == EINTR { continue }
              return
            }
            offset += written
          }
        }
      }
      try? writer.close()
    }
    feeder.start()
  }

  var processIdentifier: Int32 { process.processIdentifier }

  func stop() {
    stopped.set()
    if process.isRunning { process.terminate() }
  }
}

/// Tells the feeding thread and the termination handler that we stopped the player.
private final class StopFlag: Sendable {
  private let value = Atomic(false)
  var isSet: Bool { value.load(ordering: .relaxed) }
  func set() { value.store(true, ordering: .relaxed) }
}

/// The audio players running, stopped when the app exits: otherwise a player would go on
/// for as long as the sound it had buffered after the app's end of the pipe closed.
enum RunningPlayers {
  private static let identifiers = Mutex<Set<Int32>>([])
  private static let registered = Mutex(false)

  static func add(_ identifier: Int32) {
    identifiers.withLock { _ = $0.insert(identifier) }
    registered.withLock { done in
      guard !done else { return }
      done = true
      atexit { RunningPlayers.stopAll() }
    }
  }

  static func remove(_ identifier: Int32) {
    identifiers.withLock { _ = $0.remove(identifier) }
  }

  static func stopAll() {
    for identifier in identifiers.withLock({ $0 }) { kill(identifier, SIGTERM) }
  }
}

import Foundation
import Testing

@testable import GiftExchangeKit

@Suite("Music")
struct MusicTests {
  @Test("The tune is a valid 16-bit mono WAV of about 20 seconds, written once")
  func wavFile() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("gift-music-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = try Melody.writeWAV(in: directory)
    let data = try Data(contentsOf: url)
    #expect(String(decoding: data.prefix(4), as: UTF8.self) == "RIFF")
    #expect(String(decoding: data[8..<16], as: UTF8.self) == "WAVEfmt ")
    func uint32(at offset: Int) -> UInt32 {
      data[offset..<offset + 4].enumerated().reduce(0) {
        $0 | UInt32($1.element) << (8 * $1.offset)
      }
    }
    #expect(uint32(at: 24) == UInt32(Melody.sampleRate))
    #expect(uint32(at: 40) == UInt32(data.count - 44), "the data chunk holds every sample")
    let seconds = Double(data.count - 44) / 2 / Double(Melody.sampleRate)
    #expect(seconds > 15 && seconds < 30)
    let modified = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate]
    _ = try Melody.writeWAV(in: directory)
    #expect(
      try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
        == modified as? Date, "not written again")
  }

  @Test("A WAV left by another version of the tune is replaced")
  func staleWAVIsReplaced() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("gift-music-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let stale = directory.appendingPathComponent("jingle-bells.wav")
    try Data("RIFF an older tune".utf8).write(to: stale)
    _ = try Melody.writeWAV(in: directory)
    #expect(try Data(contentsOf: stale) == Melody.wav())
  }

  @Test("The loop joins without a click: it starts and ends in silence")
  func loopIsSeamless() {
    let samples = Melody.samples()
    #expect(samples.first == 0)
    #expect(samples.suffix(100).allSatisfy { $0 == 0 }, "the tune ends on a rest")
  }

  @Test("No player installed, or no sound device, is reported as such")
  func findingAPlayer() {
    let none = AudioOutput.find(
      environment: ["PATH": "/usr/bin"], fileExists: { _ in false }, directoryContents: { _ in [] })
    #expect(none == .failure(.noPlayer))
    let noDevice = AudioOutput.find(
      environment: ["PATH": "/usr/bin"], fileExists: { $0 == "/usr/bin/aplay" },
      directoryContents: { _ in [] })
    #expect(noDevice == .failure(.noDevice))
    let alsa = AudioOutput.find(
      environment: ["PATH": "/opt/bin:/usr/bin"], fileExists: { $0 == "/usr/bin/aplay" },
      directoryContents: { $0 == "/dev/snd" ? ["controlC0", "pcmC0D0p"] : [] })
    #expect((try? alsa.get())?.executable.path == "/usr/bin/aplay")
    let pulse = AudioOutput.find(
      environment: ["PATH": "/usr/bin", "XDG_RUNTIME_DIR": "/run/user/5"],
      fileExists: { $0 == "/usr/bin/paplay" || $0 == "/usr/bin/aplay" },
      directoryContents: { $0 == "/run/user/5/pulse" ? ["native"] : [] })
    #expect((try? pulse.get())?.executable.path == "/usr/bin/paplay")
  }

  @Test("Without audio the player is unavailable and toggling does nothing")
  @MainActor func unavailable() {
    let player = MusicPlayer(output: .failure(.noDevice))
    #expect(!player.isAvailable)
    player.toggle()
    #expect(!player.isPlaying)
  }

  @Test("Play feeds the tune to the player over and over; pause stops the player")
  @MainActor func playsThroughAChildProcess() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("gift-music-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let sink = directory.appendingPathComponent("played.raw")
    // A stand-in player that keeps what it is fed.
    let output = AudioOutput(
      executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "exec cat > '\(sink.path)'"])
    let player = MusicPlayer(output: .success(output), cacheDirectory: directory)
    #expect(!player.isPlaying, "starts paused")
    player.toggle()
    #expect(player.isPlaying)
    let tune = Melody.samples().count * 2
    let deadline = Date().addingTimeInterval(10)
    func played() -> Int {
      ((try? FileManager.default.attributesOfItem(atPath: sink.path))?[.size] as? Int) ?? 0
    }
    while played() <= tune, Date() < deadline { try await Task.sleep(for: .milliseconds(20)) }
    #expect(played() > tune, "the tune was sent again after its end: it loops")
    let start = try FileHandle(forReadingFrom: sink).read(upToCount: 200) ?? Data()
    let wav = try Data(contentsOf: directory.appendingPathComponent("jingle-bells.wav"))
    #expect(start == wav.subdata(in: 44..<244), "the WAV's samples, without its header")
    let pid = try #require(player.playerProcessIdentifier)
    player.toggle()
    #expect(!player.isPlaying)
    // The player process ends (and is reaped) after pause.
    let ended = Date().addingTimeInterval(10)
    while kill(pid, 0) == 0, Date() < ended { try await Task.sleep(for: .milliseconds(20)) }
    #expect(kill(pid, 0) != 0, "the player was stopped")
  }
}

import Foundation

/// The music bar's track: the refrain of "Jingle Bells" (J. L. Pierpont, 1857, in the
/// public domain), synthesised here as 16-bit mono PCM — a soft plucked tone with a short
/// fade at each note, so the loop joins without a click.
public enum Melody {
  /// Samples per second.
  public static let sampleRate = 22_050
  /// Seconds per beat.
  static let beat = 0.3

  /// The tune: MIDI note numbers (nil: a rest) and lengths in beats.
  static let notes: [(note: Int?, beats: Double)] = [
    (64, 1), (64, 1), (64, 2), (64, 1), (64, 1), (64, 2),
    (64, 1), (67, 1), (60, 1.5), (62, 0.5), (64, 4),
    (65, 1), (65, 1), (65, 1.5), (65, 0.5), (65, 1), (64, 1), (64, 1), (64, 0.5), (64, 0.5),
    (64, 1), (62, 1), (62, 1), (64, 1), (62, 2), (67, 2),
    (64, 1), (64, 1), (64, 2), (64, 1), (64, 1), (64, 2),
    (64, 1), (67, 1), (60, 1.5), (62, 0.5), (64, 4),
    (65, 1), (65, 1), (65, 1.5), (65, 0.5), (65, 1), (64, 1), (64, 1), (64, 0.5), (64, 0.5),
    (67, 1), (67, 1), (65, 1), (62, 1), (60, 3), (nil, 1),
  ]

  /// One pass of the tune as little-endian signed 16-bit samples.
  public static func samples() -> [Int16] {
    var samples: [Int16] = []
    for (note, beats) in notes {
      let count = Int(Double(sampleRate) * beat * beats)
      guard let note else {
        samples += repeatElement(0, count: count)
        continue
      }
      let frequency = 440 * pow(2, Double(note - 69) / 12)
      let fade = min(count / 4, sampleRate / 100)
      for index in 0..<count {
        let time = Double(index) / Double(sampleRate)
        // A fundamental with a quieter octave, decaying like a plucked string.
        let tone = sin(2 * .pi * frequency * time) + 0.3 * sin(4 * .pi * frequency * time)
        var envelope = exp(-3 * time)
        if index < fade { envelope *= Double(index) / Double(fade) }
        if index >= count - fade { envelope *= Double(count - index) / Double(fade) }
        samples.append(Int16(tone / 1.3 * envelope * 0.5 * Double(Int16.max)))
      }
    }
    return samples
  }

  /// The tune as a WAV file's bytes (RIFF, PCM, 16-bit mono).
  public static func wav() -> Data {
    let pcm = samples()
    var data = Data()
    func append<T: FixedWidthInteger>(_ value: T) {
      withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
    }
    let byteCount = UInt32(pcm.count * 2)
    data.append(contentsOf: Array("RIFF".utf8))
    append(UInt32(36) + byteCount)
    data.append(contentsOf: Array("WAVEfmt ".utf8))
    append(UInt32(16))
    append(UInt16(1))  // PCM
    append(UInt16(1))  // mono
    append(UInt32(sampleRate))
    append(UInt32(sampleRate * 2))  // bytes per second
    append(UInt16(2))  // bytes per frame
    append(UInt16(16))  // bits per sample
    data.append(contentsOf: Array("data".utf8))
    append(byteCount)
    for sample in pcm { append(sample) }
    return data
  }

  /// Writes the WAV under `directory` (atomically, when it is missing or differs from the
  /// tune this version makes) and returns its URL.
  public static func writeWAV(in directory: URL) throws -> URL {
    let file = directory.appendingPathComponent("jingle-bells.wav")
    let tune = wav()
    if FileManager.default.contents(atPath: file.path) == tune { return file }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try tune.write(to: file, options: .atomic)
    return file
  }

}

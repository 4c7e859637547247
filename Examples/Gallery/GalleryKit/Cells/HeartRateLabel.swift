import Tessera

/// "90 BPM": the number in a semibold title, the unit in a bold secondary subheadline.
public struct HeartRateLabel: View {
  let beatsPerMinute: Int

  /// The label for `beatsPerMinute`.
  public init(beatsPerMinute: Int) { self.beatsPerMinute = beatsPerMinute }

  /// The number and the unit on one baseline.
  public var body: some View {
    HStack(alignment: .firstTextBaseline, spacing: 8) {
      Text("\(beatsPerMinute)").font(.title.weight(.semibold))
      Text("BPM").font(.subheadline).bold().foregroundColor(.secondary)
    }
  }
}

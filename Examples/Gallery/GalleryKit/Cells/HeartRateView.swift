import Tessera

/// A heart rate as the cell shows it: "90" in a semibold title beside "BPM" in a bold,
/// secondary subheadline, on one baseline; a rate over 100 adds a warning line.
public struct HeartRateView: View {
  @ObservedObject private var data: HeartData

  /// The view of `data`, redrawn when its rate changes.
  public init(data: HeartData) { self.data = data }

  /// The rate, its unit, and the warning when it is high.
  public var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack(alignment: .firstTextBaseline) {
        Text(data.source)
        Spacer()
        HeartRateLabel(beatsPerMinute: data.beatsPerMinute)
      }
      if data.beatsPerMinute > 100 {
        Text("Elevated: rest for a moment").foregroundColor(.red)
      }
    }
  }
}

/// The ring the circular gauge styles draw: a track, the part up to the value in the
/// tint, and the labels inside. An open ring (`.accessoryCircular`) leaves a quarter
/// open at the bottom, where the bounds' labels sit; a closed one starts at the top.
struct GaugeRing: View {
  let configuration: GaugeStyleConfiguration
  let isClosed: Bool

  /// As big as a watch complication: seven columns by four rows in a terminal.
  private static let side: CGFloat = 58
  private static let lineWidth: CGFloat = 6

  /// The part of a full turn the ring covers.
  private var span: Double { isClosed ? 1 : 0.75 }

  var body: some View {
    ZStack {
      arc(to: span).stroke(.secondary.opacity(0.3), style: stroke)
      arc(to: span * configuration.value).stroke(.tint, style: stroke)
      (configuration.currentValueLabel ?? configuration.label)
        .lineLimit(1)
        .padding(.horizontal, Self.lineWidth)
      if !isClosed {
        VStack {
          Spacer(minLength: 0)
          HStack {
            configuration.minimumValueLabel
            Spacer(minLength: 0)
            configuration.maximumValueLabel
          }
          .font(.caption2)
          .foregroundStyle(.secondary)
        }
      }
    }
    .frame(width: Self.side, height: Self.side)
  }

  private var stroke: StrokeStyle { StrokeStyle(lineWidth: Self.lineWidth, lineCap: .round) }

  /// The ring from its start to `fraction` of a full turn: from the top for a closed
  /// ring, from the lower left (the open quarter's edge) for an open one.
  private func arc(to fraction: Double) -> some Shape {
    Circle()
      .trim(from: 0, to: fraction)
      .rotation(.degrees(isClosed ? -90 : 135))
  }
}

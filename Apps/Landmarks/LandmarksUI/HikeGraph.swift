import LandmarksKit
import Tessera

/// One bar per observation of a hike for one measure: each bar spans the measured range,
/// scaled to the range of the whole hike (at least 15% of the height, so it shows).
struct HikeGraph: View {
  var hike: Hike
  var path: KeyPath<Hike.Observation, Range<Double>>

  var color: Color {
    switch path {
    case \.elevation: return .gray
    case \.heartRate: return Color(hue: 0, saturation: 0.5, brightness: 0.7)
    case \.pace: return Color(hue: 0.7, saturation: 0.4, brightness: 0.7)
    default: return .black
    }
  }

  var body: some View {
    let data = hike.observations
    let overallRange = HikeGraph.range(of: data.map { $0[keyPath: path] })
    let magnitude = max(overallRange.upperBound - overallRange.lowerBound, 0.0001)
    return GeometryReader { proxy in
      HStack(alignment: .bottom, spacing: proxy.size.width / 120) {
        ForEach(Array(data.enumerated()), id: \.offset) { index, observation in
          let range = observation[keyPath: path]
          GraphCapsule(
            color: color, height: proxy.size.height,
            fraction: max((range.upperBound - range.lowerBound) / magnitude, 0.15),
            offset: (range.lowerBound - overallRange.lowerBound) / magnitude
          )
          .animation(.ripple(index: index), value: path)
        }
      }
      // Bars stand on the graph's bottom edge, whatever the tallest one.
      .frame(width: proxy.size.width, height: proxy.size.height, alignment: .bottom)
    }
  }

  /// The smallest range that holds every range in `ranges`.
  static func range(of ranges: [Range<Double>]) -> Range<Double> {
    guard let low = ranges.map(\.lowerBound).min(), let high = ranges.map(\.upperBound).max()
    else { return 0..<1 }
    return low..<high
  }
}

extension Animation {
  /// A bouncy spring that starts a little later for each bar, so a change ripples along.
  static func ripple(index: Int) -> Animation {
    Animation.spring(dampingFraction: 0.5)
      .speed(2)
      .delay(0.03 * Double(index))
  }
}

/// A bar in `color`, `fraction` of the graph's height tall, lifted by `offset` of it (never
/// above the graph's top).
struct GraphCapsule: View {
  var color: Color
  var height: CGFloat
  var fraction: Double
  var offset: Double

  var body: some View {
    Capsule()
      .fill(color)
      .frame(height: height * CGFloat(fraction))
      .offset(x: 0, y: -height * CGFloat(min(offset, 1 - fraction)))
  }
}

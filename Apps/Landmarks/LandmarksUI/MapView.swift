import LandmarksKit
import Tessera

/// Where a landmark is. Linux has no map kit; this stand-in draws a framed box with a pin
/// and the coordinates (tests never need the network).
struct MapView: View {
  var coordinate: Landmark.Coordinates

  var body: some View {
    ZStack {
      RoundedRectangle(cornerRadius: 8)
        .stroke(.gray, lineWidth: 1)
      VStack(spacing: 4) {
        Image(systemName: "mappin")
        Text(Self.format(coordinate))
          .font(.caption)
      }
    }
  }

  static func format(_ coordinate: Landmark.Coordinates) -> String {
    let latitude = String(
      format: "%.2f°%@", abs(coordinate.latitude), coordinate.latitude >= 0 ? "N" : "S")
    let longitude = String(
      format: "%.2f°%@", abs(coordinate.longitude), coordinate.longitude >= 0 ? "E" : "W")
    return "\(latitude) \(longitude)"
  }
}

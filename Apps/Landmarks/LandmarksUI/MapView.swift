import LandmarksKit
import Tessera

/// Where a landmark is. Linux has no map kit; this stand-in draws a coordinate grid, a
/// line every degree of latitude and longitude around the landmark, with a pin at the
/// landmark and its coordinates (tests never need the network).
struct MapView: View {
  var coordinate: Landmark.Coordinates

  /// How many degrees of longitude the map spans from edge to edge.
  static let span = 4.0

  var body: some View {
    ZStack {
      Canvas { context, size in
        context.stroke(
          Self.grid(around: coordinate, in: size), with: .color(.gray.opacity(0.6)), lineWidth: 1)
      }
      RoundedRectangle(cornerRadius: 8)
        .stroke(.gray, lineWidth: 1)
      VStack(spacing: 4) {
        Image(systemName: "mappin").foregroundColor(.red)
        Text(Self.format(coordinate))
          .font(.caption)
      }
    }
  }

  /// The lines of whole degrees that fall in a map of `size` centred on `coordinate`, at
  /// one scale for both axes (`span` degrees of longitude across).
  static func grid(around coordinate: Landmark.Coordinates, in size: CGSize) -> Path {
    var path = Path()
    guard size.width > 0, size.height > 0 else { return path }
    let scale = size.width / span
    let halfHeight = size.height / 2 / scale
    var longitude = (coordinate.longitude - span / 2).rounded(.up)
    while longitude <= coordinate.longitude + span / 2 {
      let x = size.width / 2 + (longitude - coordinate.longitude) * scale
      path.move(to: CGPoint(x: x, y: 0))
      path.addLine(to: CGPoint(x: x, y: size.height))
      longitude += 1
    }
    var latitude = (coordinate.latitude - halfHeight).rounded(.up)
    while latitude <= coordinate.latitude + halfHeight {
      let y = size.height / 2 - (latitude - coordinate.latitude) * scale
      path.move(to: CGPoint(x: 0, y: y))
      path.addLine(to: CGPoint(x: size.width, y: y))
      latitude += 1
    }
    return path
  }

  static func format(_ coordinate: Landmark.Coordinates) -> String {
    let latitude = String(
      format: "%.2f°%@", abs(coordinate.latitude), coordinate.latitude >= 0 ? "N" : "S")
    let longitude = String(
      format: "%.2f°%@", abs(coordinate.longitude), coordinate.longitude >= 0 ? "E" : "W")
    return "\(latitude) \(longitude)"
  }
}

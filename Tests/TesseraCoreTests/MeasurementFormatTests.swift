import Foundation
import Tessera
import TesseraTesting
import Testing

/// `Measurement`'s format style, which Linux's Foundation lacks: a text shows a distance,
/// a weight or a temperature as apps write it.
@MainActor
@Suite struct MeasurementFormatTests {
  @Test func aTextShowsAMeasurementAtEachWidth() {
    let walk = Measurement(value: 5.2, unit: UnitLength.kilometers)
    let host = TestHost(
      VStack {
        Text(walk, format: .measurement(width: .abbreviated))
        Text(walk, format: .measurement(width: .narrow, usage: .road))
        Text(Measurement(value: 1, unit: UnitLength.miles), format: .measurement(width: .wide))
        Text(Measurement(value: 3, unit: UnitMass.kilograms), format: .measurement(width: .wide))
        Text(
          Measurement(value: 21.5, unit: UnitTemperature.celsius),
          format: .measurement(
            width: .abbreviated, usage: .weather,
            numberFormatStyle: .number.precision(.fractionLength(0))))
      })
    for shown in ["5.2 km", "5.2km", "1 mile", "3 kilograms"] {
      #expect(host.contains(text: shown), "\(shown): \(host.screen)")
    }
    #expect(host.contains(text: "22°C") || host.contains(text: "21°C"), "\(host.screen)")
  }

  @Test func formattedWritesTheSymbol() {
    let pace = Measurement(value: 12, unit: UnitSpeed.kilometersPerHour)
    #expect(pace.formatted() == "12 km/h")
    #expect(pace.formatted(.measurement(width: .wide)) == "12 kilometers per hour")
  }
}

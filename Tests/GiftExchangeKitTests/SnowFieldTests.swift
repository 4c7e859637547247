import Foundation
import Testing

@testable import GiftExchangeKit

@Suite("Snow")
struct SnowFieldTests {
  private let size = CGSize(width: 800, height: 384)

  @Test("The same seed snows the same; another seed snows differently")
  func seededAndReproducible() {
    var one = SnowField(size: size, seed: 42)
    var two = SnowField(size: size, seed: 42)
    one.advance(by: 3)
    two.advance(by: 3)
    #expect(one == two)
    #expect(SnowField(size: size, seed: 43).flakes != SnowField(size: size, seed: 42).flakes)
  }

  @Test("About one flake a second, each living 20 s: about 20 alive at steady state")
  func steadyState() {
    var field = SnowField(size: size, seed: 1)
    for _ in 0..<30 {
      #expect((19...21).contains(field.flakes.count), "\(field.flakes.count) alive")
      field.advance(by: 1)
    }
    #expect(field.flakes.allSatisfy { $0.age < SnowField.lifetime })
    let empty = SnowField(size: size, seed: 1, prewarmed: false)
    #expect(empty.flakes.isEmpty)
  }

  @Test("Flakes fall at 100 pt/s within ±45° of straight down, scaled 0.8 ± 0.2")
  func motionAndScale() {
    let field = SnowField(size: size, seed: 5)
    for flake in field.flakes {
      let speed =
        (flake.horizontalSpeed * flake.horizontalSpeed
        + flake.verticalSpeed * flake.verticalSpeed).squareRoot()
      #expect(abs(speed - 100) < 1e-6)
      #expect(flake.verticalSpeed > 0, "downward")
      #expect(abs(flake.horizontalSpeed) <= flake.verticalSpeed + 1e-9, "within 45°")
      #expect((0.6...1.0).contains(flake.scale))
      #expect(size.width >= flake.position.x && flake.position.x >= 0)
      #expect(size.height >= flake.position.y && flake.position.y >= 0)
    }
  }

  @Test("Steps are fixed: many small advances equal one big one")
  func fixedStep() {
    var small = SnowField(size: size, seed: 8)
    var big = SnowField(size: size, seed: 8)
    for _ in 0..<24 { small.advance(by: 0.05) }
    big.advance(by: 1.2)
    #expect(small.flakes == big.flakes)
    #expect(abs(small.time - big.time) < 1e-9)
  }

  @Test("A new flake is born on the top edge")
  func birthAtTheTop() {
    var field = SnowField(size: size, seed: 11, prewarmed: false)
    field.advance(by: SnowField.step)
    #expect(field.flakes.count == 1)
    let flake = field.flakes[0]
    #expect(flake.position.y < 10, "starts at the top: \(flake.position.y)")
  }
}

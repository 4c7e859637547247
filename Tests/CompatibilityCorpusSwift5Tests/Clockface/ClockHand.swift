import Tessera

/// A clock hand pointing at `seconds` on a sixty-second dial.
struct ClockHand: Shape {
  var seconds: Double
  var length: CGFloat = 0.8

  func path(in rect: CGRect) -> Path {
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let radius = min(rect.width, rect.height) / 2 * length
    let angle = CGFloat(seconds / 60 * 2 * .pi - .pi / 2)
    let hand = CGMutablePath()
    hand.move(to: center)
    hand.addLine(to: CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
    return Path(hand)
  }
}

import Tessera

/// A flower of `petals` ellipses turned about the middle, as drawing tutorials build one.
struct Flower: Shape {
  var petals: Int = 6
  var petalWidth: Double = 20

  func path(in rect: CGRect) -> Path {
    var flower = Path()
    let step = Double.pi * 2 / Double(max(petals, 1))
    for index in 0..<max(petals, 1) {
      let turn = CGAffineTransform(rotationAngle: Double(index) * step)
      let toMiddle = turn.concatenating(
        CGAffineTransform(translationX: rect.width / 2, y: rect.height / 2))
      let petal = Path(
        ellipseIn: CGRect(x: 0, y: -petalWidth / 2, width: rect.width / 2, height: petalWidth))
      flower.addPath(petal.applying(toMiddle))
    }
    return flower
  }
}

/// Fades a view in with a little lift, as a custom transition.
struct Lift: ViewModifier {
  let amount: CGFloat
  func body(content: Content) -> some View {
    content.offset(y: amount)
  }
}

extension AnyTransition {
  static var lift: AnyTransition {
    .modifier(active: Lift(amount: 8), identity: Lift(amount: 0))
  }
}

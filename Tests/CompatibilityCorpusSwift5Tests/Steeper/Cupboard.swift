import Foundation
import Observation
import Tessera

@Observable
final class Tea: Identifiable {
  let id = UUID()
  var name: String
  var minutes: Int
  var celsius: Int

  init(name: String, minutes: Int, celsius: Int) {
    self.name = name
    self.minutes = minutes
    self.celsius = celsius
  }
}

@Observable
final class Cupboard {
  var teas: [Tea] = [
    Tea(name: "Sencha", minutes: 2, celsius: 75),
    Tea(name: "Assam", minutes: 4, celsius: 95),
    Tea(name: "Chamomile", minutes: 6, celsius: 100),
  ]
  private(set) var steeping: Tea?
  private(set) var secondsLeft = 0

  func steep(_ tea: Tea) {
    steeping = tea
    secondsLeft = tea.minutes * 60
  }

  /// One second passes; true when the tea just became ready.
  func tick() -> Bool {
    guard steeping != nil, secondsLeft > 0 else { return false }
    secondsLeft -= 1
    return secondsLeft == 0
  }

  func finish() {
    steeping = nil
  }
}

#Preview("Cupboard") {
  List(Cupboard().teas) { tea in
    Text(tea.name)
  }
}

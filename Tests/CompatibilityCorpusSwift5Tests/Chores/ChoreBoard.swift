import Combine
import Foundation

final class ChoreBoard: ObservableObject {
  @Published var chores: [Chore] = [
    Chore(title: "Water the ferns", everyDays: 3),
    Chore(title: "Take out recycling", everyDays: 7),
    Chore(title: "Descale the kettle", everyDays: 30),
  ]

  func add(title: String, everyDays: Int) {
    chores.append(Chore(title: title, everyDays: everyDays))
  }

  func toggle(_ chore: Chore) {
    guard let index = chores.firstIndex(where: { $0.id == chore.id }) else { return }
    chores[index].isDone.toggle()
  }

  func remove(at offsets: IndexSet) {
    chores.remove(atOffsets: offsets)
  }

  func move(from source: IndexSet, to destination: Int) {
    chores.move(fromOffsets: source, toOffset: destination)
  }
}

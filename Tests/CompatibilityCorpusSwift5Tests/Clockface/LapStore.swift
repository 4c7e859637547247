import Tessera

final class LapStore: ObservableObject {
  @Published var laps: [TimeInterval] = []
  @Published var elapsed: TimeInterval = 0
  @Published private(set) var saveCount = 0

  var best: TimeInterval? { laps.min() }

  func lap() {
    laps.append(elapsed - laps.reduce(0, +))
  }

  func reset() {
    laps = []
    elapsed = 0
  }

  func save() {
    saveCount += 1
  }
}

/// Runs `body` with an animation unless the user asked for less motion.
func withOptionalAnimation<Result>(_ body: () throws -> Result) rethrows -> Result {
  if UIAccessibility.isReduceMotionEnabled {
    return try body()
  }
  return try withAnimation(.easeInOut(duration: 0.3), body)
}

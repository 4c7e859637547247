import Foundation

/// Prints one line per figure, `name: value unit (target …)`, and remembers misses.
final class Report {
  private(set) var missed: [String] = []

  /// A figure with no target, printed for information.
  func info(_ name: String, _ value: Double, _ unit: String) {
    print("\(name): \(Self.format(value)) \(unit)")
  }

  /// A figure that must be at most `target`.
  func atMost(_ name: String, _ value: Double, _ unit: String, target: Double) {
    let pass = value <= target
    print(
      "\(name): \(Self.format(value)) \(unit) (target ≤ \(Self.format(target)))"
        + (pass ? "" : "  MISSED"))
    if !pass { missed.append(name) }
  }

  static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e12
      ? String(Int(value)) : String(format: "%.3f", value)
  }
}

/// Seconds taken by `body`.
@MainActor
func measure(_ body: () -> Void) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// The shortest of `runs` runs of `body`, in seconds: a run of a few milliseconds or less
/// is at the mercy of the machine's other work (2.5× apart from run to run on a small VM).
@MainActor
func bestTime(of runs: Int, _ body: () -> Void) -> Double {
  (0..<runs).map { _ in measure(body) }.min() ?? .infinity
}

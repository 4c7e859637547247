extension Subscribers {
  /// How many values a subscriber asks for: a number, or no limit.
  public struct Demand: Equatable, Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The number, or nil for no limit.
    public let max: Int?

    private init(max: Int?) { self.max = max }

    /// As many as there are.
    public static let unlimited = Demand(max: nil)
    /// No more values.
    public static let none = Demand(max: 0)

    /// Up to `value` values.
    public static func max(_ value: Int) -> Demand {
      precondition(value >= 0, "A demand cannot be negative")
      return Demand(max: value)
    }

    /// The demand as text: "unlimited" or "max(n)".
    public var description: String { max.map { "max(\($0))" } ?? "unlimited" }

    /// The sum; unlimited if either is.
    public static func + (lhs: Demand, rhs: Demand) -> Demand {
      guard let left = lhs.max, let right = rhs.max else { return .unlimited }
      let (sum, overflow) = left.addingReportingOverflow(right)
      return overflow ? .unlimited : .max(sum)
    }

    /// The demand with `rhs` more values.
    public static func + (lhs: Demand, rhs: Int) -> Demand { lhs + .max(rhs) }

    /// Adds `rhs` to the demand.
    public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }

    /// Adds `rhs` values to the demand.
    public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }

    /// The demand with `rhs` fewer values, never below none; unlimited stays unlimited.
    public static func - (lhs: Demand, rhs: Int) -> Demand {
      guard let left = lhs.max else { return .unlimited }
      return .max(Swift.max(left - rhs, 0))
    }

    /// Takes `rhs` values from the demand.
    public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

    /// Whether `lhs` asks for fewer values than `rhs`; unlimited is the largest.
    public static func < (lhs: Demand, rhs: Demand) -> Bool {
      switch (lhs.max, rhs.max) {
      case (nil, _): false
      case (_, nil): true
      case (let left?, let right?): left < right
      }
    }

    /// Whether the demand is for more than `rhs` values.
    public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 > rhs } ?? true }

    /// Whether the demand is exactly `rhs` values.
    public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.max == rhs }
  }
}

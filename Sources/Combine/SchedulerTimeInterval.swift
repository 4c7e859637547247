import Foundation

/// A span of scheduler time, in seconds: the `Stride` of `DispatchQueue` and `RunLoop`
/// time. Write it in units (`.milliseconds(300)`) or as seconds (`0.3`).
public struct SchedulerTimeInterval: SignedNumeric, Comparable, Hashable, Sendable,
  SchedulerTimeIntervalConvertible, ExpressibleByFloatLiteral
{
  /// The span in seconds.
  public var magnitude: TimeInterval

  /// The span in seconds.
  public var timeInterval: TimeInterval { magnitude }

  /// A span of `seconds`.
  public init(_ seconds: TimeInterval) { magnitude = seconds }

  /// A span of whole seconds.
  public init(integerLiteral value: Int) { magnitude = TimeInterval(value) }

  /// A span of seconds.
  public init(floatLiteral value: Double) { magnitude = value }

  /// A span of `source` seconds.
  public init?<T: BinaryInteger>(exactly source: T) {
    guard let seconds = TimeInterval(exactly: source) else { return nil }
    magnitude = seconds
  }

  /// A span of whole seconds.
  public static func seconds(_ s: Int) -> Self { Self(TimeInterval(s)) }
  /// A span of seconds.
  public static func seconds(_ s: Double) -> Self { Self(s) }
  /// A span of milliseconds.
  public static func milliseconds(_ ms: Int) -> Self { Self(TimeInterval(ms) / 1e3) }
  /// A span of microseconds.
  public static func microseconds(_ us: Int) -> Self { Self(TimeInterval(us) / 1e6) }
  /// A span of nanoseconds.
  public static func nanoseconds(_ ns: Int) -> Self { Self(TimeInterval(ns) / 1e9) }

  /// Whether `lhs` is shorter.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
  /// The sum.
  public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude + rhs.magnitude) }
  /// The difference.
  public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude - rhs.magnitude) }
  /// The product.
  public static func * (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude * rhs.magnitude) }
  /// Adds `rhs`.
  public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
  /// Subtracts `rhs`.
  public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
  /// Multiplies by `rhs`.
  public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
}

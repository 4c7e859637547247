import Foundation

/// The fewest and the most lines text may take, as `lineLimit` sets them.
package struct LineLimits: Equatable, Sendable {
  /// The lines whose room a `Text` or vertical `TextField` takes even while its text is
  /// shorter (`lineLimit(3...)`, `lineLimit(3, reservesSpace: true)`); nil reserves none.
  package var minimum: Int?
  /// The most lines shown; nil for no limit.
  package var maximum: Int?

  package init(minimum: Int? = nil, maximum: Int? = nil) {
    self.minimum = minimum
    self.maximum = maximum
  }

  /// `lines` kept within the limits.
  package func clamp(_ lines: Int) -> Int {
    min(max(lines, minimum ?? 1), maximum ?? .max)
  }
}

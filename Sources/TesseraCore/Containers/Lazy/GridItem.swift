import Foundation

/// One column of a `LazyVGrid` (or row of a `LazyHGrid`): how wide it is, the space after
/// it, and how items line up in it. An adaptive item stands for as many columns as fit.
public struct GridItem: Sendable {
  /// How wide a column is.
  public enum Size: Sendable {
    /// Exactly this wide.
    case fixed(CGFloat)
    /// A share of the space the fixed columns leave, within these bounds.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many columns at least `minimum` wide as fit in its share of the space, each at
    /// most `maximum`.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// How wide the column is.
  public var size: Size
  /// The space after the column, or nil for the default.
  public var spacing: CGFloat?
  /// How items line up in the column, or nil for centred.
  public var alignment: Alignment?

  /// A column of `size`.
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// The tracks (columns of a vertical grid, rows of a horizontal one) that grid items make
/// in a given length.
struct GridTracks {
  /// Where each track starts, relative to the grid, and how long it is.
  var tracks: [(start: CGFloat, length: CGFloat, alignment: Alignment)] = []

  /// How much of the length the tracks take, spacing included.
  var extent: CGFloat { tracks.last.map { $0.start + $0.length } ?? 0 }

  /// The tracks `items` make in `length`, `defaultSpacing` apart unless an item says
  /// otherwise: fixed items first, then the rest shared by flexible and adaptive items, an
  /// adaptive one splitting its share into as many tracks as fit.
  init(items: [GridItem], length: CGFloat, defaultSpacing: CGFloat) {
    let spacings = items.map { $0.spacing ?? defaultSpacing }
    let between = spacings.dropLast().reduce(0, +)
    var fixed: CGFloat = 0
    var sharing = 0
    for item in items {
      if case .fixed(let width) = item.size { fixed += width } else { sharing += 1 }
    }
    let share = sharing > 0 ? max(length - fixed - between, 0) / CGFloat(sharing) : 0
    var position: CGFloat = 0
    for (item, spacing) in zip(items, spacings) {
      let alignment = item.alignment ?? .center
      switch item.size {
      case .fixed(let width):
        tracks.append((position, width, alignment))
        position += width + spacing
      case .flexible(let minimum, let maximum):
        let width = min(max(share, minimum), maximum)
        tracks.append((position, width, alignment))
        position += width + spacing
      case .adaptive(let minimum, let maximum):
        let count = max(Int(((share + spacing) / (max(minimum, 1) + spacing)).rounded(.down)), 1)
        let width = min(
          max((share - CGFloat(count - 1) * spacing) / CGFloat(count), minimum), maximum)
        for _ in 0..<count {
          tracks.append((position, width, alignment))
          position += width + spacing
        }
      }
    }
  }
}

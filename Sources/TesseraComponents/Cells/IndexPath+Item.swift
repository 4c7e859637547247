import Foundation

extension IndexPath {
  /// The position of `item` in `section`, as UIKit spells it (Foundation on Linux lacks it).
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The section of a two-index path.
  public var section: Int { self[0] }

  /// The item of a two-index path.
  public var item: Int { self[1] }
}

import Foundation

/// Joins items into a list a reader would write ("Ana, Ben, and Cai"), as Foundation's
/// `ListFormatter` on Apple platforms does. Foundation on Linux has no `ListFormatter`,
/// only the `.list` format style, which this class uses.
open class ListFormatter: Formatter, @unchecked Sendable {
  /// The locale whose conjunction and separators the list is written with.
  open var locale: Locale! = .current
  /// Formats each item before it is joined; without one, items are described as text.
  open var itemFormatter: Formatter?

  /// A formatter for the current locale.
  public override init() { super.init() }

  /// A formatter decoded from `coder`.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// `strings` joined into a list in the current locale.
  open class func localizedString(byJoining strings: [String]) -> String {
    ListFormatter().joined(strings)
  }

  /// `items` joined into a list, each formatted with `itemFormatter` (or described as
  /// text); nil when the item formatter cannot format one of them.
  open func string(from items: [Any]) -> String? {
    var strings: [String] = []
    for item in items {
      if let itemFormatter {
        guard let string = itemFormatter.string(for: item) else { return nil }
        strings.append(string)
      } else {
        strings.append(String(describing: item))
      }
    }
    return joined(strings)
  }

  /// `object` joined into a list when it is an array, else nil.
  open override func string(for object: Any?) -> String? {
    guard let items = object as? [Any] else { return nil }
    return string(from: items)
  }

  private func joined(_ strings: [String]) -> String {
    strings.formatted(.list(type: .and).locale(locale ?? .current))
  }
}

/// What kind of element assistive technologies present a view as: a button, a header,
/// an image, a selected item, and so on.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The traits as bits.
  public let rawValue: UInt64

  /// Traits of the given raw bits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// Acts when activated.
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  /// Heads a section of content.
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  /// Is chosen among others.
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  /// Opens a link.
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  /// Is a search field.
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
  /// Is a picture.
  public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
  /// Plays sound when activated.
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
  /// Acts as a keyboard key.
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
  /// Is text that does not change.
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
  /// Summarises the screen when it appears.
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
  /// Changes often.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
  /// Starts media when activated.
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  /// Can be adjusted (up and down).
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
  /// Sets the next page of content.
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
  /// Is modal: the elements behind it are not reached.
  public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
  /// Is on or off.
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}

/// The text size a user asked for, in the older names (`sizeCategory`); SwiftUI
/// deprecates it in favour of ``DynamicTypeSize``, which it reads and writes.
public enum ContentSizeCategory: Hashable, Comparable, Sendable, CaseIterable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
  case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

  /// Whether this is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// The category of a dynamic type size.
  public init(_ size: DynamicTypeSize) {
    let index = DynamicTypeSize.allCases.firstIndex(of: size) ?? 3
    self = Self.allCases[index]
  }

  /// The dynamic type size of this category.
  var dynamicTypeSize: DynamicTypeSize {
    DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self) ?? 3]
  }
}

extension DynamicTypeSize {
  /// The dynamic type size of a content size category.
  public init(_ category: ContentSizeCategory) { self = category.dynamicTypeSize }
}

extension EnvironmentValues {
  /// The text size the user asked for, in the older names: the same setting as
  /// `dynamicTypeSize`.
  public var sizeCategory: ContentSizeCategory {
    get { ContentSizeCategory(dynamicTypeSize) }
    set { dynamicTypeSize = newValue.dynamicTypeSize }
  }
}

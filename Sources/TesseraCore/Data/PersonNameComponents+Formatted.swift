import Foundation

extension PersonNameComponents {
  /// The name as it is usually written, given name then family name ("Ada Lovelace"),
  /// as Apple's Foundation formats it by default. Foundation on Linux has no format
  /// style for names.
  public func formatted() -> String {
    [givenName, familyName].compactMap { $0?.isEmpty == false ? $0 : nil }
      .joined(separator: " ")
  }
}

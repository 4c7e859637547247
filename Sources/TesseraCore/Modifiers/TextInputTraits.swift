import Foundation

// What iOS apps tell the on-screen keyboard. A terminal and a desktop window have a
// real keyboard and no autocorrection, so these are accepted and change nothing, as on
// macOS.

/// How a text field capitalizes what is typed on an on-screen keyboard.
public struct TextInputAutocapitalization: Hashable, Sendable {
  let name: String

  /// No capitals.
  public static let never = TextInputAutocapitalization(name: "never")
  /// The first letter of each word.
  public static let words = TextInputAutocapitalization(name: "words")
  /// The first letter of each sentence.
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  /// Every letter.
  public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The kind of on-screen keyboard a text field asks for.
public enum UIKeyboardType: Int, Hashable, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad
  case namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// What a text field holds, for autofill.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
  /// The type's name.
  public let rawValue: String

  /// A content type named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A person's name.
  public static let name = UITextContentType(rawValue: "name")
  /// A given name.
  public static let givenName = UITextContentType(rawValue: "givenName")
  /// A family name.
  public static let familyName = UITextContentType(rawValue: "familyName")
  /// An email address.
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  /// A user name.
  public static let username = UITextContentType(rawValue: "username")
  /// A password.
  public static let password = UITextContentType(rawValue: "password")
  /// A new password.
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  /// A one-time code.
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
  /// A telephone number.
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  /// A URL.
  public static let URL = UITextContentType(rawValue: "URL")
  /// A street address.
  public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
  /// A postal code.
  public static let postalCode = UITextContentType(rawValue: "postalCode")
}

extension View {
  /// Sets how text fields below capitalize on an on-screen keyboard. Accepted.
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
    -> some View
  {
    self
  }

  /// Turns off autocorrection in the text fields below. Accepted: there is none.
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

  /// The older spelling of `autocorrectionDisabled`. Accepted.
  public func disableAutocorrection(_ disable: Bool?) -> some View { self }

  /// Sets the on-screen keyboard of the text fields below. Accepted.
  public func keyboardType(_ type: UIKeyboardType) -> some View { self }

  /// Sets what the text fields below hold, for autofill. Accepted.
  public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
}

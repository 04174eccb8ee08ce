// UIKit's text input traits, which SwiftUI's `keyboardType`, `autocapitalization` and
// `textContentType` take: UIKit names that SwiftUI code uses without importing UIKit.

/// The type of keyboard to display for a text field (UIKit's name, which SwiftUI re-exports).
///
/// ```swift
/// TextField("Amount", text: $amount).keyboardType(.decimalPad)
/// ```
import ViewEngineCore

public enum UIKeyboardType: Int, Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
    case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

extension UIKeyboardType: AttributeValue {}

/// The autocapitalization style of a text field (UIKit's name).
///
/// ```swift
/// TextField("Name", text: $name).autocapitalization(.words)
/// ```
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
    case none, words, sentences, allCharacters
}

extension UITextAutocapitalizationType: AttributeValue {}

/// The semantic meaning of a text field's content, for autofill (UIKit's name).
///
/// ```swift
/// SecureField("Password", text: $password).textContentType(.password)
/// ```
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Creates a content type.
    ///
    /// ```swift
    /// UITextContentType(rawValue: "username")
    /// ```
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A person's full name.
    public static let name = UITextContentType(rawValue: "name")
    /// A person's given name.
    public static let givenName = UITextContentType(rawValue: "givenName")
    /// A person's family name.
    public static let familyName = UITextContentType(rawValue: "familyName")
    /// A nickname.
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// An organization's name.
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    /// A location.
    public static let location = UITextContentType(rawValue: "location")
    /// A full street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    /// A city.
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    /// A country or region.
    public static let countryName = UITextContentType(rawValue: "countryName")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    /// A URL.
    public static let URL = UITextContentType(rawValue: "URL")
    /// A username.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
}

extension UITextContentType: AttributeValue {
    package var attributeDescription: String { rawValue }
}

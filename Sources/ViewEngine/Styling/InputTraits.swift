// Input traits of text fields: keyboard, content type, autocorrection, capitalization and
// the return key. Recorded (``_AttributeModifier``), not rendered: the host types what a
// test gives it, whatever the keyboard.

extension View {
    /// Sets the keyboard type for the text fields in this view.
    ///
    /// ```swift
    /// TextField("Age", text: $age).keyboardType(.numberPad)
    /// ```
    public func keyboardType(_ type: UIKeyboardType) -> ModifiedContent<Self, _AttributeModifier> { attribute("keyboardType", type) }

    /// Sets the kind of content a text field expects, for autofill.
    ///
    /// ```swift
    /// TextField("Email", text: $email).textContentType(.emailAddress)
    /// ```
    public func textContentType(_ textContentType: UITextContentType?) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("textContentType", textContentType?.rawValue)
    }

    /// Sets whether autocorrection is disabled in this view.
    ///
    /// ```swift
    /// TextField("Username", text: $username).autocorrectionDisabled()
    /// ```
    public func autocorrectionDisabled(_ disable: Bool = true) -> ModifiedContent<Self, _AttributeModifier> { attribute("autocorrectionDisabled", disable) }

    /// Sets whether autocorrection is disabled in this view (the iOS 13 spelling).
    ///
    /// ```swift
    /// TextField("Code", text: $code).disableAutocorrection(true)
    /// ```
    public func disableAutocorrection(_ disable: Bool?) -> ModifiedContent<Self, _AttributeModifier> { attribute("autocorrectionDisabled", disable) }

    /// Sets how text fields capitalize what people type.
    ///
    /// ```swift
    /// TextField("Email", text: $email).textInputAutocapitalization(.never)
    /// ```
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("textInputAutocapitalization", autocapitalization)
    }

    /// Sets how text fields capitalize what people type (the iOS 13 spelling).
    ///
    /// ```swift
    /// TextField("Email", text: $email).autocapitalization(.none)
    /// ```
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> ModifiedContent<Self, _AttributeModifier> { attribute("textInputAutocapitalization", style) }

    /// Sets the label of the return key of the text fields in this view.
    ///
    /// ```swift
    /// TextField("Search", text: $query).submitLabel(.search)
    /// ```
    public func submitLabel(_ submitLabel: SubmitLabel) -> ModifiedContent<Self, _AttributeModifier> { attribute("submitLabel", submitLabel) }

    /// Sets how scrolling dismisses the keyboard.
    ///
    /// ```swift
    /// List { ... }.scrollDismissesKeyboard(.interactively)
    /// ```
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> ModifiedContent<Self, _AttributeModifier> { attribute("scrollDismissesKeyboard", mode) }
}

/// The type of keyboard to display for a text field (UIKit's name, which SwiftUI re-exports).
///
/// ```swift
/// TextField("Amount", text: $amount).keyboardType(.decimalPad)
/// ```
public enum UIKeyboardType: Int, Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
    case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

extension UIKeyboardType: CaseAttributeValue {}

/// The autocapitalization style of a text field (UIKit's name).
///
/// ```swift
/// TextField("Name", text: $name).autocapitalization(.words)
/// ```
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
    case none, words, sentences, allCharacters
}

extension UITextAutocapitalizationType: CaseAttributeValue {}

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

/// How a text field capitalizes what people type.
///
/// ```swift
/// TextField("Title", text: $title).textInputAutocapitalization(.words)
/// ```
public struct TextInputAutocapitalization: Hashable, Sendable {
    let name: String
    /// Nothing is capitalized.
    public static let never = TextInputAutocapitalization(name: "never")
    /// The first letter of each word.
    public static let words = TextInputAutocapitalization(name: "words")
    /// The first letter of each sentence.
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// Every letter.
    public static let characters = TextInputAutocapitalization(name: "characters")
}

extension TextInputAutocapitalization: NamedAttributeValue {}

/// The label of the return key of a text field.
///
/// ```swift
/// TextField("Message", text: $message).submitLabel(.send)
/// ```
public struct SubmitLabel: Hashable, Sendable {
    let name: String
    /// "Done".
    public static let done = SubmitLabel(name: "done")
    /// "Go".
    public static let go = SubmitLabel(name: "go")
    /// "Send".
    public static let send = SubmitLabel(name: "send")
    /// "Join".
    public static let join = SubmitLabel(name: "join")
    /// "Route".
    public static let route = SubmitLabel(name: "route")
    /// "Search".
    public static let search = SubmitLabel(name: "search")
    /// "Return".
    public static let `return` = SubmitLabel(name: "return")
    /// "Next".
    public static let next = SubmitLabel(name: "next")
    /// "Continue".
    public static let `continue` = SubmitLabel(name: "continue")
}

extension SubmitLabel: NamedAttributeValue {}

/// How scrolling dismisses the keyboard.
///
/// ```swift
/// ScrollView { ... }.scrollDismissesKeyboard(.immediately)
/// ```
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let name: String
    /// The system's default.
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    /// Dismiss as soon as scrolling starts.
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    /// Dismiss with the drag of the scroll.
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    /// Never dismiss.
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

extension ScrollDismissesKeyboardMode: NamedAttributeValue {}

/// The keys of a keyboard that ``XCUIElement/typeText(_:file:line:)`` types besides characters.
///
/// ```swift
/// field.typeText(XCUIKeyboardKey.delete.rawValue)   // deletes the last character
/// field.typeText("\n")                               // return: submits the field
/// ```
public struct XCUIKeyboardKey: RawRepresentable, Hashable, Sendable {
    /// The key's character, as typed.
    public let rawValue: String
    /// A key typing `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Delete: removes the character before the insertion point.
    public static let delete = XCUIKeyboardKey(rawValue: "\u{8}")
    /// Return: submits the field.
    public static let `return` = XCUIKeyboardKey(rawValue: "\r")
    /// Enter: submits the field.
    public static let enter = XCUIKeyboardKey(rawValue: "\u{3}")
    /// Tab.
    public static let tab = XCUIKeyboardKey(rawValue: "\t")
    /// Space.
    public static let space = XCUIKeyboardKey(rawValue: " ")
    /// Escape.
    public static let escape = XCUIKeyboardKey(rawValue: "\u{1b}")
    /// Forward delete.
    public static let forwardDelete = XCUIKeyboardKey(rawValue: "\u{7f}")
}

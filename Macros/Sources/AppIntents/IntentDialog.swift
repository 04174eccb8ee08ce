import ViewEngine

/// What Siri says (and the Shortcuts app shows) when an intent finishes or asks for a
/// value: a full text, and a shorter one for when the screen shows the rest.
///
/// ```swift
/// func perform() async throws -> some IntentResult & ProvidesDialog {
///     .result(dialog: "Your backyard is refilled.")
/// }
/// ```
public struct IntentDialog: Sendable, Equatable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// The text spoken and shown in full.
    public var full: LocalizedStringResource
    /// The text shown when the screen already shows the details (the full text if none).
    public var supporting: LocalizedStringResource

    /// A dialog that says `resource`.
    ///
    /// ```swift
    /// IntentDialog(LocalizedStringResource("Done", comment: "An intent finished"))
    /// ```
    public init(_ resource: LocalizedStringResource) {
        full = resource
        supporting = resource
    }

    /// A dialog with a full text and a shorter supporting one.
    ///
    /// ```swift
    /// IntentDialog(full: "Your three backyards are refilled.", supporting: "Refilled.")
    /// ```
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {
        self.full = full
        self.supporting = supporting
    }

    /// A dialog from a string literal.
    ///
    /// ```swift
    /// let dialog: IntentDialog = "Done."
    /// ```
    public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }

    /// A dialog from a string with interpolations.
    ///
    /// ```swift
    /// let dialog: IntentDialog = "Refilled \(name)."
    /// ```
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }

    /// The full text, in the development language.
    ///
    /// ```swift
    /// IntentDialog("Done.").description   // "Done."
    /// ```
    public var description: String { String(localized: full) }
}

import ViewEngine

/// How the system names a type of value (an entity type, an enum): "Backyard", "Color".
///
/// ```swift
/// static let typeDisplayRepresentation: TypeDisplayRepresentation = "Message"
/// static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Backyard")
/// ```
public struct TypeDisplayRepresentation: Sendable, Equatable, ExpressibleByStringInterpolation {
    /// The type's name.
    public var name: LocalizedStringResource
    /// How a number of values is said ("\(placeholder: .int) backyards"), if given.
    public var numericFormat: LocalizedStringResource?

    /// A representation with a name, and optionally how a number of values is said.
    ///
    /// ```swift
    /// TypeDisplayRepresentation(name: "Backyard", numericFormat: "\(placeholder: .int) backyards")
    /// ```
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
        self.numericFormat = numericFormat
    }

    /// A representation whose name is a string literal.
    ///
    /// ```swift
    /// static let typeDisplayRepresentation: TypeDisplayRepresentation = "Color"
    /// ```
    public init(stringLiteral value: String) { self.init(name: LocalizedStringResource(stringLiteral: value)) }

    /// A representation whose name is a string with interpolations.
    ///
    /// ```swift
    /// let type: TypeDisplayRepresentation = "\(kind)"
    /// ```
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(name: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

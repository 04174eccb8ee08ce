/// An enum whose cases are a parameter's choices: the system lists them with their
/// display representations.
///
/// ```swift
/// enum DefinedColor: String, AppEnum {
///     case blue, green
///     static let typeDisplayRepresentation: TypeDisplayRepresentation = "Color"
///     static let caseDisplayRepresentations: [DefinedColor: DisplayRepresentation] = [.blue: "Blue", .green: "Green"]
/// }
/// ```
///
/// Cases are listed in `allCases` order; ``HostIntents/options(for:)`` lists them as the
/// Shortcuts app does.
public protocol AppEnum: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue: LosslessStringConvertible {
    /// The enum's name, as the system shows it.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// Each case's title (and subtitle, image), as the system shows it.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension AppEnum {
    /// The case's display representation; its raw value, when the enum gives none for it.
    ///
    /// ```swift
    /// DefinedColor.blue.localizedStringResource   // "Blue"
    /// ```
    public var localizedStringResource: LocalizedStringResource {
        Self.caseDisplayRepresentations[self]?.title ?? LocalizedStringResource(stringLiteral: String(describing: rawValue))
    }
}

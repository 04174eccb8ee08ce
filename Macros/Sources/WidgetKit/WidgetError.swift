/// Why a ``WidgetHost`` cannot show a widget.
///
/// ```swift
/// do { _ = try WidgetHost(bundle: TripWidgets(), kind: "Weathr", family: .systemSmall) }
/// catch let error as WidgetError { print(error) }
/// // No widget of the bundle has the kind "Weathr"; its kinds are "Countdown", "Weather".
/// ```
public enum WidgetError: Error, Equatable, CustomStringConvertible {
    /// No widget of the bundle has the kind.
    case unknownKind(String, known: [String])
    /// The widget does not come in the family (`supportedFamilies(_:)`).
    case unsupportedFamily(WidgetFamily, kind: String, supported: [WidgetFamily])
    /// The family exists on iPad only (`systemExtraLarge`), and the host is an iPhone.
    case familyNotOnPhone(WidgetFamily)
    /// The widget's body describes no configuration WidgetKit knows (a body that is
    /// `Never`, or a configuration type this module does not provide).
    case noConfiguration(String)
    /// A configuration intent was given for a widget that people do not configure (its
    /// configuration is not an `AppIntentConfiguration`).
    case notConfigurable(kind: String)
    /// The configuration intent given is not of the type the widget's configuration takes.
    case wrongConfigurationIntent(given: String, expected: String)

    /// The error, in a sentence.
    ///
    /// ```swift
    /// WidgetError.familyNotOnPhone(.systemExtraLarge).description
    /// // "systemExtraLarge widgets exist on iPad only; a WidgetHost is an iPhone 15."
    /// ```
    public var description: String {
        switch self {
        case .unknownKind(let kind, let known):
            "No widget of the bundle has the kind \"\(kind)\"; its kinds are \(known.map { "\"\($0)\"" }.joined(separator: ", "))."
        case .unsupportedFamily(let family, let kind, let supported):
            "The widget \"\(kind)\" does not support the family \(family); its supported families are \(supported.map(\.description).joined(separator: ", "))."
        case .familyNotOnPhone(let family):
            "\(family) widgets exist on iPad only; a WidgetHost is an iPhone 15."
        case .noConfiguration(let type):
            "The widget \(type) has no configuration WidgetKit knows: its body should be a StaticConfiguration."
        case .notConfigurable(let kind):
            "The widget \"\(kind)\" is not configurable: its configuration is not an AppIntentConfiguration, so it takes no configuration intent."
        case .wrongConfigurationIntent(let given, let expected):
            "The widget is configured by a \(expected), not a \(given)."
        }
    }
}

/// The template of a widget: its size on the Home Screen, or its shape on the Lock Screen.
///
/// ```swift
/// StaticConfiguration(kind: "Weather", provider: WeatherProvider()) { entry in
///     WeatherView(entry: entry)
/// }
/// .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular])
/// ```
///
/// A ``WidgetHost`` shows a widget in one family, at the size an iPhone 15 gives it
/// (see ``WidgetHost`` for the sizes and where they come from).
public enum WidgetFamily: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// A small Home Screen widget (two by two icons).
    case systemSmall
    /// A medium Home Screen widget (four by two icons).
    case systemMedium
    /// A large Home Screen widget (four by four icons).
    case systemLarge
    /// An extra large widget, on iPad only.
    case systemExtraLarge
    /// A circular Lock Screen widget.
    case accessoryCircular
    /// A rectangular Lock Screen widget.
    case accessoryRectangular
    /// A one-line Lock Screen widget, above the time.
    case accessoryInline

    /// The family's name, as Swift spells the case: `systemSmall`.
    ///
    /// ```swift
    /// "\(WidgetFamily.systemSmall)"   // "systemSmall"
    /// ```
    public var description: String { rawValue }

    /// Whether the family is one of the Lock Screen's (`accessory…`).
    var isAccessory: Bool {
        switch self {
        case .accessoryCircular, .accessoryRectangular, .accessoryInline: true
        default: false
        }
    }
}

/// A configuration with one of WidgetKit's modifiers applied (`supportedFamilies(_:)`,
/// `configurationDisplayName(_:)`...). You don't create it directly.
///
/// ```swift
/// StaticConfiguration(kind: "Countdown", provider: CountdownProvider()) { CountdownView(entry: $0) }
///     .supportedFamilies([.systemSmall])
/// ```
public struct _ModifiedWidgetConfiguration<Base: WidgetConfiguration>: WidgetConfiguration, PrimitiveWidgetConfiguration {
    let base: Base
    let modify: (inout ResolvedWidget) -> Void

    /// A modified configuration has no body.
    public var body: Never { fatalError("_ModifiedWidgetConfiguration has no body") }

    func resolved() -> ResolvedWidget? {
        guard var widget = base.resolvedWidget() else { return nil }
        modify(&widget)
        return widget
    }
}

extension WidgetConfiguration {
    func modified(_ modify: @escaping (inout ResolvedWidget) -> Void) -> _ModifiedWidgetConfiguration<Self> {
        _ModifiedWidgetConfiguration(base: self, modify: modify)
    }

    /// The name the widget gallery shows for the widget.
    ///
    /// ```swift
    /// .configurationDisplayName("Countdown")
    /// ```
    public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> some WidgetConfiguration {
        modified { [name = String(displayName)] in $0.displayName = name }
    }

    /// The name the widget gallery shows for the widget, as a localized key (its text in
    /// the development language).
    ///
    /// ```swift
    /// .configurationDisplayName(LocalizedStringKey("Countdown"))
    /// ```
    public func configurationDisplayName(_ displayNameKey: LocalizedStringKey) -> some WidgetConfiguration {
        modified { [name = Text(displayNameKey).content] in $0.displayName = name }
    }

    /// The name the widget gallery shows for the widget, as a text.
    ///
    /// ```swift
    /// .configurationDisplayName(Text("Countdown"))
    /// ```
    public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration {
        modified { [name = displayName.content] in $0.displayName = name }
    }

    /// The description the widget gallery shows for the widget.
    ///
    /// ```swift
    /// .description("The days left until your trip.")
    /// ```
    public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration {
        modified { [text = String(description)] in $0.description = text }
    }

    /// The description the widget gallery shows, as a localized key (its text in the
    /// development language).
    ///
    /// ```swift
    /// .description(LocalizedStringKey("The days left until your trip."))
    /// ```
    public func description(_ descriptionKey: LocalizedStringKey) -> some WidgetConfiguration {
        modified { [text = Text(descriptionKey).content] in $0.description = text }
    }

    /// The description the widget gallery shows, as a text.
    ///
    /// ```swift
    /// .description(Text("The days left until your trip."))
    /// ```
    public func description(_ description: Text) -> some WidgetConfiguration {
        modified { [text = description.content] in $0.description = text }
    }

    /// The families the widget comes in; the gallery offers no other, and a ``WidgetHost``
    /// refuses another (``WidgetError/unsupportedFamily(_:kind:supported:)``).
    ///
    /// ```swift
    /// .supportedFamilies([.systemSmall, .accessoryCircular])
    /// ```
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration {
        modified { $0.supportedFamilies = families }
    }

    /// Lets the widget's content reach its edges: without it, the system insets the
    /// content by the widget's content margins.
    ///
    /// ```swift
    /// .contentMarginsDisabled()
    /// ```
    public func contentMarginsDisabled() -> some WidgetConfiguration {
        modified { $0.contentMarginsDisabled = true }
    }
}

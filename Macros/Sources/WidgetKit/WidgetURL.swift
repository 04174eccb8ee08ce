/// The URL a widget opens its app with, as `widgetURL(_:)` sets it.
struct WidgetURLKey: PreferenceKey {
    static var defaultValue: URL? { nil }

    /// The first URL in view order: Apple leaves more than one undefined.
    static func reduce(value: inout URL?, nextValue: () -> URL?) {
        value = value ?? nextValue()
    }
}

extension View {
    /// The URL the app is opened with when someone taps the widget.
    ///
    /// ```swift
    /// CountdownView(entry: entry)
    ///     .widgetURL(URL(string: "trips://countdown"))
    /// ```
    ///
    /// A ``WidgetHost`` reads it as ``WidgetHost/url``. With more than one in a widget,
    /// Apple leaves the URL undefined; the host takes the first in view order.
    public func widgetURL(_ url: URL?) -> some View {
        preference(key: WidgetURLKey.self, value: url)
    }
}

/// A widget someone has placed: its kind and its family.
///
/// ```swift
/// WidgetCenter.shared.getCurrentConfigurations { result in
///     let kinds = (try? result.get())?.map(\.kind)
/// }
/// ```
///
/// In a test, the widgets placed are the ``WidgetHost``s alive beside the app's host.
public struct WidgetInfo: Hashable, Sendable {
    /// The kind the widget's configuration was given.
    public let kind: String
    /// The family it is shown in.
    public let family: WidgetFamily
}

/// One time a ``WidgetHost`` asked its widget's provider for a timeline: why, and at
/// which date of its virtual time.
///
/// ```swift
/// widget.timelineRequests.map(\.reason)   // [.placed, .atEnd]
/// ```
public struct TimelineRequest: Hashable, Sendable, CustomStringConvertible {
    /// Why WidgetKit asks for a timeline.
    ///
    /// ```swift
    /// widget.timelineRequests.last?.reason == .reloadTimelines   // the app asked WidgetCenter
    /// ```
    public enum Reason: String, Hashable, Sendable {
        /// The widget was placed (the host started).
        case placed
        /// The last entry's date of a timeline with the `.atEnd` policy passed.
        case atEnd
        /// The date of a timeline with the `.after(_:)` policy came.
        case after
        /// The app called `WidgetCenter.shared.reloadTimelines(ofKind:)` with the widget's kind.
        case reloadTimelines
        /// The app called `WidgetCenter.shared.reloadAllTimelines()`.
        case reloadAllTimelines
        /// The widget gallery asked for a snapshot (``WidgetHost/showInGallery()``): the
        /// provider's `getSnapshot(in:completion:)`, not `getTimeline`.
        case gallerySnapshot
        /// The person edited the widget's configuration (``WidgetHost/configure(_:)``).
        case configured
        /// The person tapped a `Button(intent:)` or toggled a `Toggle(isOn:intent:)` in the
        /// widget, and its intent was performed (``WidgetHost/tap(_:)``).
        case interaction
    }

    /// Why the timeline was asked for.
    public let reason: Reason
    /// The host's date when it asked.
    public let date: Date
    /// The host's virtual time when it asked (since its clock started).
    public let elapsed: Duration

    /// The reason and the host's virtual time: `atEnd at 60.0 seconds`.
    ///
    /// ```swift
    /// widget.timelineRequests.map(\.description)   // ["placed at 0.0 seconds", "atEnd at 60.0 seconds"]
    /// ```
    public var description: String { "\(reason.rawValue) at \(elapsed)" }
}

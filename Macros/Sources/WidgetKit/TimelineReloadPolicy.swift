/// When WidgetKit asks the provider for the next timeline, at the earliest.
///
/// ```swift
/// Timeline(entries: entries, policy: .atEnd)
/// Timeline(entries: entries, policy: .after(nextMidnight))
/// Timeline(entries: entries, policy: .never)          // the app asks, with WidgetCenter
/// ```
///
/// A ``WidgetHost`` asks at exactly that moment of its virtual time (WidgetKit may ask
/// later; a host never does).
public struct TimelineReloadPolicy: Equatable, Sendable, CustomStringConvertible {
    enum Kind: Equatable {
        case atEnd, never, after(Date)
    }
    let kind: Kind

    /// A new timeline after the last entry's date passes.
    public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
    /// No new timeline until the app asks with `WidgetCenter`.
    public static let never = TimelineReloadPolicy(kind: .never)

    /// A new timeline at `date`.
    ///
    /// ```swift
    /// .after(entry.date.addingTimeInterval(15 * 60))   // in a quarter of an hour
    /// ```
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: .after(date)) }

    /// `atEnd`, `never`, or `after(` and the date's seconds since 1970 `)`.
    ///
    /// ```swift
    /// "\(TimelineReloadPolicy.atEnd)"   // "atEnd"
    /// ```
    public var description: String {
        switch kind {
        case .atEnd: "atEnd"
        case .never: "never"
        case .after(let date): "after(\(date.timeIntervalSince1970))"
        }
    }
}

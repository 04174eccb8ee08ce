import ViewEngineCore
import Foundation

/// User activities: the ones the views advertise, the current one, and continuing one.
extension ViewHost {
    /// The activities the views on screen advertise with `userActivity(_:isActive:_:)`:
    /// one per activity type, in the tree order of its first advertiser, each made new and
    /// given to the `update` closure of every view that advertises its type, in tree
    /// order. A view whose `isActive` is `false` does not advertise.
    ///
    /// ```swift
    /// Text(note.title).userActivity("com.example.notes.viewing") { $0.title = note.title }
    /// host.advertisedUserActivities.map(\.activityType)   // ["com.example.notes.viewing"]
    /// ```
    public var advertisedUserActivities: [NSUserActivity] {
        var advertisers = graph.controls.visible(.userActivityAdvertiser).filter(\.isActive)
        advertisers.sort { TreePosition.precedes($0, $1) }
        var activities: [NSUserActivity] = []
        for advertiser in advertisers {
            let activity = activities.first { $0.activityType == advertiser.activityType }
                ?? NSUserActivity(activityType: advertiser.activityType)
            if !activities.contains(where: { $0 === activity }) { activities.append(activity) }
            advertiser.update(activity)
        }
        return activities
    }

    /// The activity that last became current (`NSUserActivity.becomeCurrent()`) in this
    /// host and has not resigned or been invalidated since.
    ///
    /// ```swift
    /// activity.becomeCurrent()
    /// host.currentUserActivity === activity   // true
    /// ```
    public var currentUserActivity: NSUserActivity? { environmentSettings.system.currentUserActivity }

    /// Continues `activity` in the app, as the system does when the user hands it off or
    /// picks it in a search: the `onContinueUserActivity` handlers of the views on screen
    /// that take its `activityType` run, in tree order, in one frame.
    ///
    /// ```swift
    /// let activity = NSUserActivity(activityType: "com.example.notes.viewing")
    /// activity.userInfo = ["id": "42"]
    /// try host.continueUserActivity(activity)
    /// ```
    ///
    /// - Throws: ``HostError`` if no view on screen handles the activity's type (the
    ///   error lists the types handled).
    public func continueUserActivity(_ activity: NSUserActivity) throws {
        let kind = ControlKind<any UserActivityContinuing>.continueUserActivityHandler
        try beginDriverCall(kind.name, activity.activityType)
        let visible = graph.controls.visible(kind)
        var handlers = visible.filter { $0.activityType == activity.activityType }
        guard !handlers.isEmpty else {
            let types = Array(Set(visible.map(\.activityType))).sorted()
            throw HostError(control: kind.name, title: activity.activityType, reason: .notFound,
                            availableTitles: types, scopes: scopes)
        }
        handlers.sort { TreePosition.precedes($0, $1) }
        graph.runFrame(.userEvent, cause: "continue user activity \(activity.activityType)") {
            for handler in handlers where handler.isMounted { handler.receive(activity) }
        }
    }
}

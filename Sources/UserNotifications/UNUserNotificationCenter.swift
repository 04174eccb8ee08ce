#if !canImport(Darwin)
import Foundation
import VirtualTime
import ViewEngine

/// The app's notification center — UserNotifications' `UNUserNotificationCenter`:
/// authorization, scheduling, the pending and delivered notifications, the delegate.
///
/// ``current()`` is the current host's center (one per ``ViewHost``, on its clock), whose
/// record a test reads as ``ViewHost/notifications``:
///
/// - **Authorization.** The first ``requestAuthorization(options:completionHandler:)``
///   asks the person (the host answers as ``HostNotifications/personAllows`` says, yes by
///   default); later ones answer with the choice made. `.provisional` is granted without
///   asking.
/// - **Scheduling.** ``add(_:withCompletionHandler:)`` makes a request pending (replacing
///   a pending one with its identifier). When its trigger's date comes on the host's clock
///   (a request without a trigger: at once), it is delivered if the app may notify, and
///   leaves the pending requests unless it repeats; it replaces a shown notification with
///   its identifier. A notification delivered while the app
///   is active is offered to the delegate's `willPresent`, and presented as it answers.
/// - **Completion handlers** run after the call returns, in the host's turn (as Apple's run
///   later, on another queue).
/// Invariant (`@unchecked Sendable`): `clock` is weak and `onHostClock` a `let`; `state` is
/// read and written only under `lock`.
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private weak var clock: VirtualClock?
    private let onHostClock: Bool
    /// invariant: all of `state` is read and written under `lock`.
    private var state = State()

    struct State {
        var status = UNAuthorizationStatus.notDetermined
        var allowed: UNAuthorizationOptions = []
        var personAllows = true
        var pending: [(request: UNNotificationRequest, firing: ScheduledAction?)] = []
        var delivered: [UNNotification] = []
        var events: [String] = []
        var badgeCount = 0
        weak var delegate: (any UNUserNotificationCenterDelegate)?
    }

    init(clock: VirtualClock?) {
        self.clock = clock
        onHostClock = clock != nil
        super.init()
    }

    // MARK: Finding the current host's center

    private static let processWide = UNUserNotificationCenter(clock: nil)

    /// The notification center of the current host (its frames, tasks and timers), or the
    /// process's outside any host.
    ///
    /// ```swift
    /// UNUserNotificationCenter.current().add(request)
    /// ```
    open class func current() -> UNUserNotificationCenter { center(of: VirtualClock.current) }

    /// The center of the host whose clock is `clock` (the clock keeps it,
    /// `VirtualClock.service(_:)`).
    static func center(of clock: VirtualClock?) -> UNUserNotificationCenter {
        clock?.service { UNUserNotificationCenter(clock: $0) } ?? processWide
    }

    // MARK: The delegate

    /// The object told about notifications that arrive while the app is active, and about
    /// the person's responses (weak, as Apple's).
    open var delegate: (any UNUserNotificationCenterDelegate)? {
        get { lock.withLock { state.delegate } }
        set { lock.withLock { state.delegate = newValue } }
    }

    /// Whether the device supports notification content extensions: not here.
    open var supportsContentExtensions: Bool { false }

    // MARK: Authorization

    /// Asks the person to allow notifications with `options`; `completionHandler` gets
    /// whether they are allowed.
    ///
    /// ```swift
    /// UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound]) { granted, error in }
    /// ```
    open func requestAuthorization(options: UNAuthorizationOptions = [],
                                   completionHandler: @escaping (Bool, (any Error)?) -> Void) {
        let granted = authorize(options)
        later { completionHandler(granted, nil) }
    }

    /// Asks the person to allow notifications with `options`; returns whether they are
    /// allowed.
    ///
    /// ```swift
    /// let granted = try await UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge])
    /// ```
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        authorize(options)
    }

    private func authorize(_ options: UNAuthorizationOptions) -> Bool {
        lock.withLock {
            let asks = state.status == .notDetermined && !options.contains(.provisional)
                || state.status == .provisional && !options.contains(.provisional)
            if asks {
                state.status = state.personAllows ? .authorized : .denied
                state.allowed = state.personAllows ? options : []
            } else if state.status == .notDetermined {
                state.status = .provisional
                state.allowed = options
            }
            let answer = asks ? (state.personAllows ? ", the person allows" : ", the person declines") : ""
            state.events.append("requestAuthorization(\(Self.describe(options)))\(answer): \(state.status)")
            return Self.mayNotify(state.status)
        }
    }

    /// Gets the app's notification settings.
    ///
    /// ```swift
    /// UNUserNotificationCenter.current().getNotificationSettings { settings in settings.authorizationStatus }
    /// ```
    open func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {
        let settings = currentSettings
        later { completionHandler(settings) }
    }

    /// The app's notification settings.
    ///
    /// ```swift
    /// await UNUserNotificationCenter.current().notificationSettings().authorizationStatus
    /// ```
    open func notificationSettings() async -> UNNotificationSettings { currentSettings }

    private var currentSettings: UNNotificationSettings {
        lock.withLock { UNNotificationSettings(status: state.status, options: state.allowed) }
    }

    // MARK: Scheduling

    /// Schedules `request` (replacing a pending request with its identifier);
    /// `completionHandler` gets `nil` (the request is never refused here).
    ///
    /// ```swift
    /// UNUserNotificationCenter.current().add(request)
    /// ```
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil) {
        schedule(request)
        if let completionHandler { later { completionHandler(nil) } }
    }

    /// Schedules `request`, replacing a pending request with its identifier.
    ///
    /// ```swift
    /// try await UNUserNotificationCenter.current().add(request)
    /// ```
    open func add(_ request: UNNotificationRequest) async throws { schedule(request) }

    private func schedule(_ request: UNNotificationRequest) {
        let clock = clock
        let replaced = lock.withLock {
            let replaced = state.pending.filter { $0.request.identifier == request.identifier }
            state.pending.removeAll { $0.request.identifier == request.identifier }
            state.pending.append((request, nil))
            let trigger = request.trigger.map { ", \($0.summary)" } ?? ", at once"
            state.events.append("add \(request.identifier)\(trigger)")
            return replaced
        }
        replaced.forEach { $0.firing?.cancel() }
        guard onHostClock, let clock else { return }
        arm(request, after: clock.date, on: clock)
    }

    /// Schedules the next firing of `request` after `date` on `clock`.
    private func arm(_ request: UNNotificationRequest, after date: Date, on clock: VirtualClock) {
        let fireDate = request.trigger.map { $0.nextDate(after: date) } ?? date
        guard let fireDate else { return }
        let delay = Duration.seconds(max(fireDate.timeIntervalSince(clock.date), 0))
        // unowned, not weak: the action runs only while `clock` lives, and while it lives it
        // keeps this center (`VirtualClock.service(_:)`; the process-wide center lives to the
        // end); the scheduled action is owned by `pending`, so a strong capture would be a
        // cycle.
        let firing = clock.schedule(at: clock.now.advanced(by: delay)) { [unowned self] in self.fire(request) }
        lock.withLock {
            if let index = state.pending.firstIndex(where: { $0.request === request }) { state.pending[index].firing = firing }
        }
    }

    /// The trigger of `request` fired: delivers it if the app may notify, and offers it to
    /// the delegate while the app is active.
    @MainActor private func fire(_ request: UNNotificationRequest) {
        guard let clock else { return }
        let notification = UNNotification(date: clock.date, request: request)
        let (allowed, delegate): (Bool, (any UNUserNotificationCenterDelegate)?) = lock.withLock {
            guard state.pending.contains(where: { $0.request === request }) else { return (false, nil) }
            if request.trigger?.repeats != true { state.pending.removeAll { $0.request === request } }
            guard Self.mayNotify(state.status) else {
                state.events.append("not delivered \(request.identifier): notifications are \(state.status)")
                return (false, nil)
            }
            // A delivery replaces the shown notification with its identifier.
            state.delivered.removeAll { $0.request.identifier == request.identifier }
            state.delivered.append(notification)
            state.events.append("delivered \(request.identifier)")
            return (true, state.delegate)
        }
        if request.trigger?.repeats == true { arm(request, after: clock.date, on: clock) }
        guard allowed, UIApplication.shared.applicationState == .active else { return }
        guard let delegate else {
            record("not presented \(request.identifier): no delegate, the app is active")
            return
        }
        delegate.userNotificationCenter(self, willPresent: notification) { [weak self] options in
            self?.record("presented \(request.identifier) \(options)")
        }
    }

    /// The requests waiting for their trigger, in the order they were added.
    ///
    /// ```swift
    /// UNUserNotificationCenter.current().getPendingNotificationRequests { requests in }
    /// ```
    open func getPendingNotificationRequests(completionHandler: @escaping ([UNNotificationRequest]) -> Void) {
        let requests = pendingRequests
        later { completionHandler(requests) }
    }

    /// The requests waiting for their trigger, in the order they were added.
    open func pendingNotificationRequests() async -> [UNNotificationRequest] { pendingRequests }

    var pendingRequests: [UNNotificationRequest] { lock.withLock { state.pending.map(\.request) } }

    /// Unschedules the pending requests with `identifiers`.
    ///
    /// ```swift
    /// UNUserNotificationCenter.current().removePendingNotificationRequests(withIdentifiers: ["feed"])
    /// ```
    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        let removed = lock.withLock {
            let removed = state.pending.filter { identifiers.contains($0.request.identifier) }
            state.pending.removeAll { identifiers.contains($0.request.identifier) }
            if !removed.isEmpty { state.events.append("removed pending \(removed.map(\.request.identifier).joined(separator: ", "))") }
            return removed
        }
        removed.forEach { $0.firing?.cancel() }
    }

    /// Unschedules every pending request.
    open func removeAllPendingNotificationRequests() {
        removePendingNotificationRequests(withIdentifiers: pendingRequests.map(\.identifier))
    }

    /// The notifications delivered and still shown, oldest first.
    open func getDeliveredNotifications(completionHandler: @escaping ([UNNotification]) -> Void) {
        let notifications = deliveredNotificationsNow
        later { completionHandler(notifications) }
    }

    /// The notifications delivered and still shown, oldest first.
    open func deliveredNotifications() async -> [UNNotification] { deliveredNotificationsNow }

    var deliveredNotificationsNow: [UNNotification] { lock.withLock { state.delivered } }

    /// Removes the delivered notifications of the requests with `identifiers`.
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
        lock.withLock {
            let count = state.delivered.count
            state.delivered.removeAll { identifiers.contains($0.request.identifier) }
            if state.delivered.count != count { state.events.append("removed delivered \(identifiers.joined(separator: ", "))") }
        }
    }

    /// Removes every delivered notification.
    open func removeAllDeliveredNotifications() {
        removeDeliveredNotifications(withIdentifiers: deliveredNotificationsNow.map(\.request.identifier))
    }

    /// Sets the number the app's icon shows.
    ///
    /// ```swift
    /// UNUserNotificationCenter.current().setBadgeCount(3)
    /// ```
    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil) {
        lock.withLock {
            state.badgeCount = newBadgeCount
            state.events.append("badge \(newBadgeCount)")
        }
        if let completionHandler { later { completionHandler(nil) } }
    }

    /// Sets the number the app's icon shows.
    open func setBadgeCount(_ newBadgeCount: Int) async throws { setBadgeCount(newBadgeCount, withCompletionHandler: nil) }

    // MARK: The host's record

    /// Runs `work` after the current call returns: in the host's turn, or at once outside
    /// any host.
    private func later(_ work: @escaping () -> Void) {
        guard onHostClock, let clock else { return work() }
        // Invariant: handed to the host's clock, which runs it in the host's turn on the
        // main thread, and not used here again.
        nonisolated(unsafe) let work = work
        _ = clock.schedule(at: clock.now) { work() }
    }

    func record(_ event: String) { lock.withLock { state.events.append(event) } }

    var snapshot: State { lock.withLock { state } }

    func setPersonAllows(_ allows: Bool) { lock.withLock { state.personAllows = allows } }

    /// The person opens the delivered notification of `identifier`: the delegate receives
    /// the response. Returns whether there was such a notification.
    @MainActor func open(_ identifier: String, action: String) -> Bool {
        let (notification, delegate) = lock.withLock {
            (state.delivered.last { $0.request.identifier == identifier }, state.delegate)
        }
        guard let notification else { return false }
        if action == UNNotificationDismissActionIdentifier || action == UNNotificationDefaultActionIdentifier {
            removeDeliveredNotifications(withIdentifiers: [identifier])
        }
        record("responded \(identifier): \(action.replacingOccurrences(of: "com.apple.UNNotification", with: ""))")
        delegate?.userNotificationCenter(self, didReceive: UNNotificationResponse(notification: notification, actionIdentifier: action)) {}
        return true
    }

    static func mayNotify(_ status: UNAuthorizationStatus) -> Bool {
        status == .authorized || status == .provisional || status == .ephemeral
    }

    static func describe(_ options: UNAuthorizationOptions) -> String {
        let names: [(UNAuthorizationOptions, String)] = [(.badge, "badge"), (.sound, "sound"), (.alert, "alert"), (.carPlay, "carPlay"),
                                                         (.criticalAlert, "criticalAlert"),
                                                         (.providesAppNotificationSettings, "providesAppNotificationSettings"),
                                                         (.provisional, "provisional")]
        return "[" + names.filter { options.contains($0.0) }.map { "." + $0.1 }.joined(separator: ", ") + "]"
    }
}
#endif

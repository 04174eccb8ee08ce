import Foundation
import ViewEngine

extension ViewHost {
    /// The paired Apple Watch as a test plays it: whether it is paired, has the app and is
    /// reachable, what the iPhone app sent it, and what it sends back.
    ///
    /// ```swift
    /// await host.settle()                                 // the session has activated
    /// host.watch.events          // ["activate: activated", "updateApplicationContext [habits: [...]]"]
    /// host.watch.updateApplicationContext(["done": true])  // the app's delegate receives it
    /// ```
    public var watch: HostWatch { HostWatch(state: .of(clock), clock: clock) }
}

/// A host's paired watch seen from a test (``ViewHost/watch``).
@MainActor
public struct HostWatch {
    let state: WatchState
    let clock: VirtualClock

    /// Whether the device supports sessions; `false` stands for an iPad. `true` by default.
    public var isSupported: Bool {
        get { state.locked { $0.supported } }
        nonmutating set { state.locked { $0.supported = newValue } }
    }

    /// Whether a watch is paired; changing it tells the delegate
    /// (`sessionWatchStateDidChange`). `true` by default.
    public var isPaired: Bool {
        get { state.locked { $0.paired } }
        nonmutating set { change { $0.paired = newValue } notify: { $0.sessionWatchStateDidChange($1) } }
    }

    /// Whether the watch app is installed; changing it tells the delegate. `true` by default.
    public var isWatchAppInstalled: Bool {
        get { state.locked { $0.appInstalled } }
        nonmutating set { change { $0.appInstalled = newValue } notify: { $0.sessionWatchStateDidChange($1) } }
    }

    /// Whether the watch app is reachable for live messages; changing it tells the
    /// delegate (`sessionReachabilityDidChange`). `true` by default.
    public var isReachable: Bool {
        get { state.locked { $0.reachable } }
        nonmutating set { change { $0.reachable = newValue } notify: { $0.sessionReachabilityDidChange($1) } }
    }

    /// What the watch replies to a live message. `[:]` by default.
    public var reply: [String: Any] {
        get { state.locked { $0.reply } }
        nonmutating set { state.locked { $0.reply = newValue } }
    }

    /// Every call of the iPhone app's session and what the watch sent, in order:
    /// `activate: activated`, `updateApplicationContext [habits: [...]]`,
    /// `sendMessage: WCError(notReachable)`, `watch sent message [ping: 1]`.
    public var events: [String] { state.locked { $0.log } }

    /// The application context the app last sent the watch.
    public var applicationContext: [String: Any] { state.locked { $0.sentContext } }

    /// The watch sends a live message: the delegate's `session(_:didReceiveMessage:)` runs.
    public func sendMessage(_ message: [String: Any]) {
        deliver("message \(WatchState.describe(message))") { $0.session($1, didReceiveMessage: message) }
    }

    /// The watch sends its latest state: the session's `receivedApplicationContext` is it,
    /// and the delegate's `session(_:didReceiveApplicationContext:)` runs.
    public func updateApplicationContext(_ context: [String: Any]) {
        state.locked { $0.receivedContext = context }
        deliver("applicationContext \(WatchState.describe(context))") { $0.session($1, didReceiveApplicationContext: context) }
    }

    /// The watch transfers user info: the delegate's `session(_:didReceiveUserInfo:)` runs.
    public func transferUserInfo(_ userInfo: [String: Any]) {
        deliver("userInfo \(WatchState.describe(userInfo))") { $0.session($1, didReceiveUserInfo: userInfo) }
    }

    /// Delivers the app's queued user-info transfers to the watch, in order; returns them.
    @discardableResult
    public func deliverUserInfo() -> [[String: Any]] {
        state.locked { state in
            let delivered = state.outstanding
            state.outstanding = []
            delivered.forEach { $0.isTransferring = false }
            state.log.append("watch received \(delivered.count) user info")
            return delivered.map(\.userInfo)
        }
    }

    private func change(_ update: (WatchState) -> Void, notify: (any WCSessionDelegate, WCSession) -> Void) {
        state.locked(update)
        let session = state.session
        if let delegate = session.delegate { VirtualClock.$current.withValue(clock) { notify(delegate, session) } }
    }

    private func deliver(_ what: String, _ call: (any WCSessionDelegate, WCSession) -> Void) {
        state.locked { $0.log.append("watch sent \(what)") }
        let session = state.session
        if let delegate = session.delegate { VirtualClock.$current.withValue(clock) { call(delegate, session) } }
    }
}

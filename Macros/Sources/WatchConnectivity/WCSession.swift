import Foundation
import FrameworkSupport

/// The session between an iPhone app and its watch app: one per host, on the host's clock.
/// The watch is played by the test (`host.watch`): paired, with the app installed and
/// reachable unless the test says otherwise.
///
/// ```swift
/// if WCSession.isSupported() {
///     WCSession.default.delegate = self
///     WCSession.default.activate()
/// }
/// try WCSession.default.updateApplicationContext(["habits": payload])
/// ```
public final class WCSession: NSObject {
    let state: WatchState

    init(state: WatchState) { self.state = state }

    /// The object told of the session's activation and of what arrives; set it before
    /// ``activate()``.
    public weak var delegate: (any WCSessionDelegate)?

    /// Whether this device supports sessions (an iPhone does; `host.watch.isSupported`).
    public class func isSupported() -> Bool { WatchState.current.locked { $0.supported } }

    /// The app's session.
    public static var `default`: WCSession { WatchState.current.session }

    /// Whether the session is activated.
    public var activationState: WCSessionActivationState { state.locked { $0.activation } }
    /// Whether an Apple Watch is paired with the iPhone.
    public var isPaired: Bool { state.locked { $0.paired } }
    /// Whether the app's watch app is installed on the paired watch.
    public var isWatchAppInstalled: Bool { state.locked { $0.appInstalled } }
    /// Whether the app's complication is on the watch face (never, on a host).
    public var isComplicationEnabled: Bool { false }
    /// Whether the iPhone app is installed (on the watch's side: always, on a host).
    public var isCompanionAppInstalled: Bool { true }
    /// Whether the counterpart is reachable for a live message
    /// (``sendMessage(_:replyHandler:errorHandler:)``).
    public var isReachable: Bool { state.locked { $0.activation == .activated && $0.reachable } }
    /// The last application context this app sent.
    public var applicationContext: [String: Any] { state.locked { $0.sentContext } }
    /// The last application context the counterpart sent.
    public var receivedApplicationContext: [String: Any] { state.locked { $0.receivedContext } }
    /// The user-info transfers queued and not yet delivered.
    public var outstandingUserInfoTransfers: [WCSessionUserInfoTransfer] { state.locked { $0.outstanding } }

    /// Activates the session; the delegate is told the outcome later, on the host's clock.
    /// Without a delegate the session stays not activated (Apple requires one first).
    public func activate() {
        let outcome: (WCSessionActivationState, WCError?) = state.locked { state in
            if !state.supported { return (.notActivated, WCError(.sessionNotSupported)) }
            if delegate == nil {
                state.log.append("activate: no delegate")
                return (.notActivated, WCError(.sessionMissingDelegate))
            }
            state.activation = .activated
            state.log.append("activate: activated")
            return (.activated, nil)
        }
        deliverLater { [weak self] in
            guard let self else { return }
            self.delegate?.session(self, activationDidCompleteWith: outcome.0, error: outcome.1)
        }
    }

    /// Why the app cannot send now, if it cannot.
    private func refusal(_ state: WatchState, _ payload: [String: Any]) -> WCError? {
        if state.activation != .activated { return WCError(.sessionNotActivated) }
        if !state.paired { return WCError(.deviceNotPaired) }
        if !state.appInstalled { return WCError(.watchAppNotInstalled) }
        if !WatchState.isPropertyList(payload) { return WCError(.payloadUnsupportedTypes) }
        return nil
    }

    /// Sends the app's latest state; the counterpart receives only the most recent context.
    /// Throws when the session is not activated, no watch is paired, the watch app is not
    /// installed, or a value is not a property-list type.
    public func updateApplicationContext(_ applicationContext: [String: Any]) throws {
        try state.locked { state in
            if let error = refusal(state, applicationContext) {
                state.log.append("updateApplicationContext: \(error)")
                throw error
            }
            state.sentContext = applicationContext
            state.log.append("updateApplicationContext \(WatchState.describe(applicationContext))")
        }
    }

    /// Sends a live message to the reachable counterpart; its reply (the test's
    /// `host.watch.reply`) comes to `replyHandler` later. When the counterpart is not
    /// reachable, `errorHandler` gets ``WCError/Code/notReachable``.
    public func sendMessage(_ message: [String: Any], replyHandler: (([String: Any]) -> Void)?,
                            errorHandler: (((any Error)) -> Void)? = nil) {
        let outcome: Result<[String: Any], WCError> = state.locked { state in
            if let error = refusal(state, message) ?? (state.reachable ? nil : WCError(.notReachable)) {
                state.log.append("sendMessage: \(error)")
                return .failure(error)
            }
            state.log.append("sendMessage \(WatchState.describe(message))")
            return .success(state.reply)
        }
        deliverLater {
            switch outcome {
            case .success(let reply): replyHandler?(reply)
            case .failure(let error): errorHandler?(error)
            }
        }
    }

    /// Queues `userInfo` for the counterpart, delivered in order even when it is not
    /// reachable (`host.watch.deliverUserInfo()`).
    @discardableResult
    public func transferUserInfo(_ userInfo: [String: Any] = [:]) -> WCSessionUserInfoTransfer {
        let transfer = WCSessionUserInfoTransfer(userInfo: userInfo, session: state)
        state.locked { state in
            if let error = refusal(state, userInfo) {
                state.log.append("transferUserInfo: \(error)")
                transfer.isTransferring = false
            } else {
                state.outstanding.append(transfer)
                state.log.append("transferUserInfo \(WatchState.describe(userInfo))")
            }
        }
        return transfer
    }
}

/// A queued user-info transfer (``WCSession/transferUserInfo(_:)``).
///
/// Invariant (`@unchecked Sendable`): `isTransferring` is written under the session
/// state's lock.
public final class WCSessionUserInfoTransfer: NSObject, @unchecked Sendable {
    /// What is transferred.
    public let userInfo: [String: Any]
    /// Whether it is still queued.
    public internal(set) var isTransferring = true
    let state: WatchState

    init(userInfo: [String: Any], session state: WatchState) {
        self.userInfo = userInfo
        self.state = state
    }

    /// Takes the transfer out of the queue.
    public func cancel() {
        state.locked { state in
            state.outstanding.removeAll { $0 === self }
            isTransferring = false
        }
    }
}

import Foundation

/// What a session tells the app: its activation, and what the counterpart app sent. Apple's
/// optional methods have empty default implementations here (this platform has no
/// Objective-C optional requirements), so a delegate implements the ones it uses, as on
/// Apple's platforms.
public protocol WCSessionDelegate: NSObjectProtocol {
    /// The session's activation completed, in `activationState`, or failed with `error`.
    func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: (any Error)?)
    /// The session became inactive: the person is switching to another watch (iOS).
    func sessionDidBecomeInactive(_ session: WCSession)
    /// The session deactivated; activate it again to talk to the new watch (iOS).
    func sessionDidDeactivate(_ session: WCSession)
    /// The counterpart became reachable or unreachable (``WCSession/isReachable``).
    func sessionReachabilityDidChange(_ session: WCSession)
    /// The watch's state changed: paired, app installed (iOS).
    func sessionWatchStateDidChange(_ session: WCSession)
    /// A live message arrived that expects no reply.
    func session(_ session: WCSession, didReceiveMessage message: [String: Any])
    /// A live message arrived that expects a reply: call `replyHandler` once.
    func session(_ session: WCSession, didReceiveMessage message: [String: Any],
                 replyHandler: @escaping ([String: Any]) -> Void)
    /// A new application context arrived (the counterpart's latest state).
    func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any])
    /// A queued user-info transfer arrived.
    func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any])
}

extension WCSessionDelegate {
    /// Does nothing.
    public func sessionDidBecomeInactive(_ session: WCSession) {}
    /// Does nothing.
    public func sessionDidDeactivate(_ session: WCSession) {}
    /// Does nothing.
    public func sessionReachabilityDidChange(_ session: WCSession) {}
    /// Does nothing.
    public func sessionWatchStateDidChange(_ session: WCSession) {}
    /// Does nothing.
    public func session(_ session: WCSession, didReceiveMessage message: [String: Any]) {}
    /// Replies with an empty dictionary, as the message has no handler.
    public func session(_ session: WCSession, didReceiveMessage message: [String: Any],
                        replyHandler: @escaping ([String: Any]) -> Void) { replyHandler([:]) }
    /// Does nothing.
    public func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any]) {}
    /// Does nothing.
    public func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any]) {}
}

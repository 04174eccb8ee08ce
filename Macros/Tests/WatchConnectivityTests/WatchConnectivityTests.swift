import Foundation
import Testing
import ViewEngine
import WatchConnectivity

/// The iPhone app's session with its watch app, the test playing the watch; each test named
/// after the sentence of Apple's documentation (WatchConnectivity: "WCSession",
/// "activate()", "updateApplicationContext(_:)", "sendMessage(_:replyHandler:errorHandler:)",
/// "transferUserInfo(_:)", "WCSessionDelegate") it encodes.
@MainActor
@Suite("WatchConnectivity: an iPhone app and the watch a test plays")
struct WatchConnectivityTests {
    final class Phone: NSObject, WCSessionDelegate, @unchecked Sendable {
        var log: [String] = []
        func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: (any Error)?) {
            log.append("activation \(activationState)" + (error.map { " \($0)" } ?? ""))
        }
        func sessionDidBecomeInactive(_ session: WCSession) {}
        func sessionDidDeactivate(_ session: WCSession) {}
        func sessionReachabilityDidChange(_ session: WCSession) { log.append("reachable \(session.isReachable)") }
        func session(_ session: WCSession, didReceiveMessage message: [String: Any]) { log.append("message \(message.keys.sorted())") }
        func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any]) {
            log.append("context \(applicationContext["done"] as? Bool == true)")
        }
    }

    /// Runs `body` as the app of a new host runs: the session is the host's.
    func inHost(_ body: (ViewHost<Text>) async throws -> Void) async rethrows {
        let host = ViewHost(Text("phone"))
        try await VirtualClock.$current.withValue(host.clock) { try await body(host) }
    }

    /// "activate(): Activates the session asynchronously" and "The session calls the
    /// activationDidComplete method of its delegate when activation completes" — after the
    /// call returned; "It is a programmer error to try to send data to the counterpart app
    /// while in this state" (not activated): a clear error here.
    @Test func activationCompletesLaterAndSendingBeforeItFails() async throws {
        try await inHost { host in
            let phone = Phone()
            #expect(WCSession.isSupported())
            #expect(throws: WCError(.sessionNotActivated)) { try WCSession.default.updateApplicationContext(["n": 1]) }
            WCSession.default.delegate = phone
            WCSession.default.activate()
            #expect(phone.log == [] && WCSession.default.activationState == .activated)
            await host.settle()
            #expect(phone.log == ["activation activated"])
            try WCSession.default.updateApplicationContext(["habits": [["name": "Run", "done": true]]])
            #expect(host.watch.events == ["updateApplicationContext: WCError(sessionNotActivated)", "activate: activated",
                                          #"updateApplicationContext [habits: [[done: true, name: "Run"]]]"#])
            #expect(WCSession.default.applicationContext["habits"] != nil)
        }
    }

    /// "updateApplicationContext(_:): ... throws an error" when the watch is not paired or
    /// the watch app is not installed, and for a value that is not a property-list type
    /// ("payloadUnsupportedTypes").
    @Test func aContextNeedsAPairedWatchWithTheAppAndPropertyLists() async {
        await inHost { host in
            let phone = Phone()
            WCSession.default.delegate = phone
            WCSession.default.activate()
            #expect(throws: WCError(.payloadUnsupportedTypes)) { try WCSession.default.updateApplicationContext(["view": Text("x")]) }
            host.watch.isWatchAppInstalled = false
            #expect(throws: WCError(.watchAppNotInstalled)) { try WCSession.default.updateApplicationContext(["n": 1]) }
            host.watch.isPaired = false
            #expect(throws: WCError(.deviceNotPaired)) { try WCSession.default.updateApplicationContext(["n": 1]) }
            #expect((WCError(.deviceNotPaired) as NSError).domain == "WCErrorDomain" && WCError(.deviceNotPaired).errorCode == 7005)
        }
    }

    /// "sendMessage(_:replyHandler:errorHandler:)": "Calling this method from your iOS app
    /// doesn't launch the watch app" — a message needs a reachable counterpart, else the
    /// error handler gets `notReachable`; the reply comes to the reply handler later. The
    /// delegate hears reachability change.
    @Test func aLiveMessageNeedsAReachableWatch() async {
        await inHost { host in
            let phone = Phone()
            WCSession.default.delegate = phone
            WCSession.default.activate()
            await host.settle()
            host.watch.reply = ["ok": true]
            var replies: [String] = []
            WCSession.default.sendMessage(["ping": 1], replyHandler: { replies.append("reply \($0["ok"] as? Bool == true)") })
            host.watch.isReachable = false
            WCSession.default.sendMessage(["ping": 2], replyHandler: nil) { replies.append("error \($0)") }
            #expect(replies == [])
            await host.settle()
            #expect(replies == ["reply true", "error WCError(notReachable)"])
            #expect(phone.log == ["activation activated", "reachable false"])
        }
    }

    /// "transferUserInfo(_:): The system ... delivers user info in the order you sent it"
    /// and what the watch sends arrives at the delegate: a message, an application context
    /// (then `receivedApplicationContext`).
    @Test func userInfoIsQueuedInOrderAndTheWatchSendsBack() async {
        await inHost { host in
            let phone = Phone()
            WCSession.default.delegate = phone
            WCSession.default.activate()
            let first = WCSession.default.transferUserInfo(["n": 1])
            WCSession.default.transferUserInfo(["n": 2])
            let third = WCSession.default.transferUserInfo(["n": 3])
            third.cancel()
            #expect(WCSession.default.outstandingUserInfoTransfers.count == 2 && first.isTransferring)
            #expect(host.watch.deliverUserInfo().map { $0["n"] as? Int } == [1, 2])
            #expect(!first.isTransferring && WCSession.default.outstandingUserInfoTransfers.isEmpty)
            host.watch.sendMessage(["refresh": true])
            host.watch.updateApplicationContext(["done": true])
            #expect(WCSession.default.receivedApplicationContext["done"] as? Bool == true)
            #expect(phone.log == ["message [\"refresh\"]", "context true"])
        }
    }

    /// Without a delegate the session does not activate ("you must assign a delegate ...
    /// before activating"), and an iPad (`isSupported() == false`) has no session to
    /// activate.
    @Test func activationNeedsADelegateAndASupportedDevice() async {
        await inHost { host in
            WCSession.default.activate()
            #expect(WCSession.default.activationState == .notActivated)
            host.watch.isSupported = false
            #expect(!WCSession.isSupported())
            #expect(host.watch.events == ["activate: no delegate"])
        }
    }
}

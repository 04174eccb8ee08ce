import Foundation
import VirtualTime

/// Watch Connectivity on one host: the iPhone's session, the paired watch as the test
/// plays it, and what crossed between them. Kept by the host's clock
/// (`VirtualClock.service(_:)`); outside any host a process-wide one stands in.
///
/// Invariant (`@unchecked Sendable`): every `var` is read and written only under `lock`;
/// the delegate is called outside it, on the main actor: later (as Apple's session calls
/// its delegate on a queue of its own) or from the driver. `clock` is weak (the clock
/// keeps this state), set in `init`.
final class WatchState: @unchecked Sendable {
    private let lock = NSLock()
    weak var clock: VirtualClock?
    private var sessionObject: WCSession?
    var supported = true
    var paired = true
    var appInstalled = true
    var reachable = true
    var activation = WCSessionActivationState.notActivated
    var sentContext: [String: Any] = [:]
    var receivedContext: [String: Any] = [:]
    var outstanding: [WCSessionUserInfoTransfer] = []
    var reply: [String: Any] = [:]
    var log: [String] = []

    init(clock: VirtualClock?) { self.clock = clock }

    private static let processWide = WatchState(clock: nil)

    /// The current host's, or the process's outside any host.
    static var current: WatchState { of(VirtualClock.current) }

    /// The state of the host whose clock is `clock`, or the process's for `nil`.
    static func of(_ clock: VirtualClock?) -> WatchState {
        clock?.service { WatchState(clock: $0) } ?? processWide
    }

    /// The host's one session (`WCSession.default`).
    var session: WCSession {
        lock.withLock {
            if let sessionObject { return sessionObject }
            let made = WCSession(state: self)
            sessionObject = made
            return made
        }
    }

    /// Reads or changes the state under the lock.
    func locked<T>(_ body: (WatchState) throws -> T) rethrows -> T {
        try lock.withLock { try body(self) }
    }

    /// `[count: 2, name: "Run"]`: keys sorted, nested dictionaries too.
    static func describe(_ value: Any) -> String {
        switch value {
        case let dictionary as [String: Any]:
            "[" + (dictionary.isEmpty ? ":" : dictionary.keys.sorted().map { "\($0): \(describe(dictionary[$0]!))" }.joined(separator: ", ")) + "]"
        case let array as [Any]:
            "[" + array.map(describe).joined(separator: ", ") + "]"
        case let string as String:
            "\"\(string)\""
        default:
            "\(value)"
        }
    }

    /// Whether `value` is a property-list value, the only kind a session carries.
    static func isPropertyList(_ value: Any) -> Bool {
        switch value {
        case is String, is Int, is Double, is Float, is Bool, is Data, is Date, is NSNumber, is Int64, is Int32, is UInt:
            true
        case let array as [Any]:
            array.allSatisfy(isPropertyList)
        case let dictionary as [String: Any]:
            dictionary.values.allSatisfy(isPropertyList)
        default:
            false
        }
    }
}

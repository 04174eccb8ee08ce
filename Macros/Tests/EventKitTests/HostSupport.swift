import EventKit
import Foundation
import ViewEngine
import VirtualTime

/// Runs `body` inside a host of its own, as an app's code runs in its host: stores made in
/// it read that host's calendar database.
@MainActor
func inEventKitHost(_ body: (ViewHost<Text>) async throws -> Void) async rethrows {
    let host = ViewHost(Text("calendar"))
    try await VirtualClock.$current.withValue(host.clock) { try await body(host) }
}

/// The error code a call threw, or nil when it did not throw an `EKError`.
func errorCode(_ call: () throws -> Void) -> EKError.Code? {
    do { try call(); return nil } catch let error as EKError { return error.code } catch { return nil }
}

/// A count a notification's observer adds to, from whatever thread posts.
final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    /// Adds one.
    func add() { lock.withLock { value += 1 } }
    /// The count.
    var count: Int { lock.withLock { value } }
}

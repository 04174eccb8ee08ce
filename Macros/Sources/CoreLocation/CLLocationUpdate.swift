import Foundation

/// A location update from ``liveUpdates(_:)`` (iOS 17): the device's location as it moves.
///
/// ```swift
/// for try await update in CLLocationUpdate.liveUpdates() {
///     if let location = update.location { track(location) }
/// }
/// ```
public struct CLLocationUpdate: Sendable {
    /// The location, or `nil` when the update carries none (the app is not authorized).
    public let location: CLLocation?
    /// Whether the device has stopped moving; never, on a host.
    public let isStationary: Bool
    /// Whether the app is not authorized to receive the location.
    public let authorizationDenied: Bool

    /// The kind of updates asked for (recorded; every move is delivered).
    public struct LiveConfiguration: Sendable {
        let name: String
        /// The system's default.
        public static let `default` = LiveConfiguration(name: "default")
        /// Driving.
        public static let automotiveNavigation = LiveConfiguration(name: "automotiveNavigation")
        /// Walking, running, cycling.
        public static let fitness = LiveConfiguration(name: "fitness")
        /// Boats, trains, planes.
        public static let otherNavigation = LiveConfiguration(name: "otherNavigation")
        /// Flying.
        public static let airborne = LiveConfiguration(name: "airborne")
    }

    /// The updates of the current host's device: the current location at once when the
    /// device has one (or an update without a location, marked `authorizationDenied`, when
    /// the app may not have it), then one for each move (`host.location.move(to:)`).
    /// Ending the loop ends the sequence.
    public static func liveUpdates(_ configuration: LiveConfiguration = .default) -> Updates {
        let state = LocationState.current
        let id = UUID()
        let (stream, continuation) = AsyncStream<CLLocationUpdate>.makeStream()
        state.locked { state in
            state.log.append("liveUpdates(\(configuration.name))")
            if !state.authorized, state.status != .notDetermined {
                continuation.yield(CLLocationUpdate(location: nil, isStationary: false, authorizationDenied: true))
            } else if state.authorized, let device = state.device {
                continuation.yield(CLLocationUpdate(location: device, isStationary: false, authorizationDenied: false))
            }
            state.streams[id] = continuation
        }
        continuation.onTermination = { [weak state] _ in state?.locked { _ = $0.streams.removeValue(forKey: id) } }
        return Updates(stream: stream)
    }

    /// The asynchronous sequence of updates ``liveUpdates(_:)`` returns.
    public struct Updates: AsyncSequence, Sendable {
        /// Each element is an update.
        public typealias Element = CLLocationUpdate
        let stream: AsyncStream<CLLocationUpdate>

        /// The iterator over the updates.
        public struct AsyncIterator: AsyncIteratorProtocol {
            var base: AsyncStream<CLLocationUpdate>.AsyncIterator
            /// The next update, or `nil` when the sequence ended.
            public mutating func next() async throws -> CLLocationUpdate? { await base.next() }
        }

        /// An iterator over the updates.
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(base: stream.makeAsyncIterator()) }
    }
}

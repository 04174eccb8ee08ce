import Foundation
import VirtualTime

/// What the person answers when the app asks for location permission.
public enum LocationPermissionAnswer: Sendable, CustomStringConvertible {
    /// "Allow While Using App": when-in-use authorization.
    case allowWhileUsingApp
    /// "Allow Once": when-in-use authorization for this session.
    case allowOnce
    /// "Don't Allow": denied.
    case dontAllow

    /// `allowWhileUsingApp`, `allowOnce`, `dontAllow`.
    public var description: String {
        switch self {
        case .allowWhileUsingApp: "allowWhileUsingApp"
        case .allowOnce: "allowOnce"
        case .dontAllow: "dontAllow"
        }
    }
}

/// Core Location on one host: the device's position as the test moves it, the app's
/// authorization, its managers and the places geocoding knows. Kept by the host's clock
/// (`VirtualClock.service(_:)`); outside any host a process-wide one stands in.
///
/// Invariant (`@unchecked Sendable`): every `var` is read and written only under `lock`;
/// delegates are called outside it, on the main actor, later (as Apple's managers call
/// their delegates on the run loop after the call returned). `clock` is weak (the clock
/// keeps this state), set in `init`.
final class LocationState: @unchecked Sendable {
    private let lock = NSLock()
    weak var clock: VirtualClock?
    var servicesEnabled = true
    var status = CLAuthorizationStatus.notDetermined
    var answer = LocationPermissionAnswer.allowWhileUsingApp
    var alwaysAnswer = true
    var device: CLLocation?
    var managers: [WeakManager] = []
    var places: [CLPlacemark] = []
    var streams: [UUID: AsyncStream<CLLocationUpdate>.Continuation] = [:]
    var watchers: [UUID: AsyncStream<Void>.Continuation] = [:]
    var log: [String] = []

    struct WeakManager {
        weak var manager: CLLocationManager?
    }

    init(clock: VirtualClock?) { self.clock = clock }

    private static let processWide = LocationState(clock: nil)

    /// The current host's, or the process's outside any host.
    static var current: LocationState { of(VirtualClock.current) }

    /// The state of the host whose clock is `clock`, or the process's for `nil`.
    static func of(_ clock: VirtualClock?) -> LocationState {
        clock?.service { LocationState(clock: $0) } ?? processWide
    }

    /// Reads or changes the state under the lock.
    func locked<T>(_ body: (LocationState) throws -> T) rethrows -> T {
        try lock.withLock { try body(self) }
    }

    /// The managers still alive, in the order they were made.
    var liveManagers: [CLLocationManager] {
        locked { state in
            state.managers.removeAll { $0.manager == nil }
            return state.managers.compactMap(\.manager)
        }
    }

    /// Whether the app may receive locations.
    var authorized: Bool { status == .authorizedWhenInUse || status == .authorizedAlways }

    /// Sets the authorization and tells every manager's delegate later.
    func setStatus(_ newStatus: CLAuthorizationStatus) {
        let changed = locked { state in
            defer { state.status = newStatus }
            return state.status != newStatus
        }
        guard changed else { return }
        notifyWatchers()
        for manager in liveManagers { manager.authorizationChanged(to: newStatus) }
    }

    /// Tells whoever watches the device (MapKit's maps) that its position or the app's
    /// authorization changed.
    func notifyWatchers() {
        for watcher in locked({ Array($0.watchers.values) }) { watcher.yield() }
    }

    /// A location at `coordinate` stamped with the host's date.
    func location(at coordinate: CLLocationCoordinate2D, altitude: Double, accuracy: Double) -> CLLocation {
        CLLocation(coordinate: coordinate, altitude: altitude, horizontalAccuracy: accuracy, verticalAccuracy: accuracy,
                   timestamp: clock?.date ?? Date())
    }
}

extension CLLocation {
    /// The current host's device coordinate when the app may have it (for MapKit's user
    /// location), else `nil`.
    package static var hostDeviceCoordinate: CLLocationCoordinate2D? {
        LocationState.current.locked { $0.authorized ? $0.device?.coordinate : nil }
    }

    /// An element each time the current host's device moves or the app's authorization
    /// changes (for MapKit's maps that show the person's location).
    package static func hostChanges() -> AsyncStream<Void> {
        let state = LocationState.current
        let id = UUID()
        let (stream, continuation) = AsyncStream<Void>.makeStream()
        state.locked { $0.watchers[id] = continuation }
        continuation.onTermination = { [weak state] _ in state?.locked { _ = $0.watchers.removeValue(forKey: id) } }
        return stream
    }

    /// The current host's declared places (for MapKit's local search).
    package static var hostPlaces: [CLPlacemark] { LocationState.current.locked { $0.places } }
}

import Foundation
import ViewEngine

extension ViewHost {
    /// The host's device as a test moves it: its position, the person's answer to the
    /// location permission prompt, the places geocoding knows, and what the app asked.
    ///
    /// ```swift
    /// host.location.answer = .dontAllow
    /// host.location.move(to: CLLocationCoordinate2D(latitude: 51.5007, longitude: -0.1246))
    /// await host.settle()                       // the updating managers' delegates hear it
    /// host.location.events                      // ["requestWhenInUseAuthorization: dontAllow", ...]
    /// ```
    public var location: HostLocation { HostLocation(state: .of(clock)) }
}

/// A host's device and its person, seen from a test (``ViewHost/location``).
@MainActor
public struct HostLocation {
    let state: LocationState

    /// What the person answers the first permission prompt (`allowWhileUsingApp` by default).
    public var answer: LocationPermissionAnswer {
        get { state.locked { $0.answer } }
        nonmutating set { state.locked { $0.answer = newValue } }
    }

    /// Whether the person changes when-in-use to Always when the app asks for it
    /// (`requestAlwaysAuthorization()` with when-in-use authorization). `true` by default.
    public var allowsAlways: Bool {
        get { state.locked { $0.alwaysAnswer } }
        nonmutating set { state.locked { $0.alwaysAnswer = newValue } }
    }

    /// The app's authorization; setting it is the person changing it in Settings (every
    /// manager's delegate hears it later).
    public var authorizationStatus: CLAuthorizationStatus {
        get { state.locked { $0.status } }
        nonmutating set {
            state.locked { $0.log.append("Settings: \(newValue)") }
            state.setStatus(newValue)
        }
    }

    /// Whether location services are on for the device. `true` by default.
    public var servicesEnabled: Bool {
        get { state.locked { $0.servicesEnabled } }
        nonmutating set { state.locked { $0.servicesEnabled = newValue } }
    }

    /// Where the device is, or `nil` before the first ``move(to:altitude:horizontalAccuracy:)``.
    public var current: CLLocation? { state.locked { $0.device } }

    /// The places geocoding answers from (`CLGeocoder`, `MKLocalSearch`).
    public var places: [CLPlacemark] {
        get { state.locked { $0.places } }
        nonmutating set { state.locked { $0.places = newValue } }
    }

    /// What the app asked and what the device did, in order: `requestWhenInUseAuthorization:
    /// allowWhileUsingApp`, `startUpdatingLocation`, `move to (51.5, -0.12)`, ...
    public var events: [String] { state.locked { $0.log } }

    /// Moves the device to `coordinate`, stamped with the host's date: updating managers
    /// whose distance filter lets it through hear it later (`didUpdateLocations`), and so
    /// do live updates. A coordinate that is not finite or out of range is no location:
    /// updating managers hear `CLError(.locationUnknown)` ("The location manager was unable
    /// to obtain a location value right now") and the device keeps its position.
    public func move(to coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance = 0,
                     horizontalAccuracy: CLLocationAccuracy = 5) {
        guard CLLocationCoordinate2DIsValid(coordinate), altitude.isFinite, horizontalAccuracy.isFinite else {
            let why = CLLocationCoordinate2DIsValid(coordinate) ? "altitude or accuracy is not finite"
                : "not a valid coordinate (latitude within ±90°, longitude within ±180°)"
            state.locked { $0.log.append("move to \(coordinate): \(why): locationUnknown: the location manager was unable to obtain a location value right now") }
            fail(with: CLError(.locationUnknown), logged: false)
            return
        }
        let location = state.location(at: coordinate, altitude: altitude, accuracy: horizontalAccuracy)
        let streams = state.locked { state in
            state.device = location
            state.log.append("move to \(coordinate)")
            return state.authorized ? Array(state.streams.values) : []
        }
        state.notifyWatchers()
        for manager in state.liveManagers { manager.moved(to: location) }
        for stream in streams {
            stream.yield(CLLocationUpdate(location: location, isStationary: false, authorizationDenied: false))
        }
    }

    /// The device fails to locate itself: updating managers, and those that asked for one
    /// location, hear `error` later.
    public func fail(with error: CLError) { fail(with: error, logged: true) }

    private func fail(with error: CLError, logged: Bool) {
        if logged { state.locked { $0.log.append("fail with \(error)") } }
        for manager in state.liveManagers { manager.failedToLocate(error) }
    }
}

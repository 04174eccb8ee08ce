import Foundation
import FrameworkSupport

/// The object that delivers the device's location to the app, on the host's device
/// (`host.location` moves it and answers the permission prompt).
///
/// ```swift
/// let manager = CLLocationManager()
/// manager.delegate = self
/// manager.requestWhenInUseAuthorization()
/// manager.startUpdatingLocation()
/// ```
///
/// The delegate hears later, when the host settles: as Apple's manager, it is told of the
/// authorization once it is made, and of each change.
public final class CLLocationManager: NSObject {
    let state: LocationState
    private var updating = false
    private var pendingRequest = false
    private var lastDelivered: CLLocation?

    /// The object told of authorization changes, locations and failures.
    public weak var delegate: (any CLLocationManagerDelegate)?

    /// The accuracy the app wants (``kCLLocationAccuracyBest`` by default); recorded.
    public var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    /// The distance in metres the device must move before a new location is delivered
    /// (``kCLDistanceFilterNone`` by default: every movement).
    public var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    /// The kind of activity the app tracks; recorded.
    public var activityType: CLActivityType = .other
    /// Whether updates may pause automatically; recorded.
    public var pausesLocationUpdatesAutomatically = true
    /// Whether the app receives updates in the background; recorded.
    public var allowsBackgroundLocationUpdates = false
    /// Whether the status bar shows background use; recorded.
    public var showsBackgroundLocationIndicator = false

    /// A manager of the current host's device; its delegate hears the current
    /// authorization later.
    public override init() {
        state = LocationState.current
        super.init()
        state.locked { $0.managers.append(LocationState.WeakManager(manager: self)) }
        let status = authorizationStatus
        deliverLater { [weak self] in
            guard let self, let delegate = self.delegate else { return }
            delegate.locationManagerDidChangeAuthorization(self)
            delegate.locationManager(self, didChangeAuthorization: status)
        }
    }

    /// The app's authorization to use location services (iOS 14).
    public var authorizationStatus: CLAuthorizationStatus { state.locked { $0.status } }

    /// The app's authorization (the class method before iOS 14).
    public class func authorizationStatus() -> CLAuthorizationStatus { LocationState.current.locked { $0.status } }

    /// Precise locations, unless the person chose approximate ones (never on a host).
    public var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }

    /// Whether location services are on for the device (`host.location.servicesEnabled`).
    public class func locationServicesEnabled() -> Bool { LocationState.current.locked { $0.servicesEnabled } }

    /// The most recent location delivered to this manager, or `nil` before the first.
    public var location: CLLocation? { lastDelivered }

    /// Asks the person for when-in-use authorization: only when the status is
    /// `notDetermined`; the answer is `host.location.answer`.
    public func requestWhenInUseAuthorization() {
        let answer: CLAuthorizationStatus? = state.locked { state in
            guard state.status == .notDetermined else {
                state.log.append("requestWhenInUseAuthorization: already \(state.status)")
                return nil
            }
            let granted: CLAuthorizationStatus = state.answer == .dontAllow ? .denied : .authorizedWhenInUse
            state.log.append("requestWhenInUseAuthorization: \(state.answer)")
            return granted
        }
        if let answer { state.setStatus(answer) }
    }

    /// Asks the person for always authorization: from `notDetermined` the when-in-use
    /// prompt comes first (`host.location.answer`); from when-in-use, the prompt to change
    /// to Always (`host.location.allowsAlways`).
    public func requestAlwaysAuthorization() {
        let answer: CLAuthorizationStatus? = state.locked { state in
            switch state.status {
            case .notDetermined:
                state.log.append("requestAlwaysAuthorization: \(state.answer)")
                return state.answer == .dontAllow ? .denied : .authorizedWhenInUse
            case .authorizedWhenInUse:
                state.log.append("requestAlwaysAuthorization: " + (state.alwaysAnswer ? "change to always" : "keep while using"))
                return state.alwaysAnswer ? .authorizedAlways : nil
            default:
                state.log.append("requestAlwaysAuthorization: already \(state.status)")
                return nil
            }
        }
        if let answer { state.setStatus(answer) }
    }

    /// Starts delivering locations to the delegate: the current one later, then each move
    /// the ``distanceFilter`` lets through. Denied, the delegate gets
    /// `CLError(.denied)` instead.
    public func startUpdatingLocation() {
        updating = true
        let (authorized, denied) = state.locked { ($0.authorized, $0.status == .denied || $0.status == .restricted) }
        state.locked { $0.log.append("startUpdatingLocation") }
        if denied { fail(CLError(.denied)); return }
        if authorized, let current = state.locked({ $0.device }) { deliver(current) }
    }

    /// Stops delivering locations.
    public func stopUpdatingLocation() {
        updating = false
        state.locked { $0.log.append("stopUpdatingLocation") }
    }

    /// Asks for one location: the delegate gets the current one later, or
    /// `CLError(.locationUnknown)` when the device has none, `CLError(.denied)` when the
    /// app may not have it. Before the person has answered (`notDetermined`) the request
    /// waits for the answer.
    public func requestLocation() {
        let (status, device) = state.locked { state in
            state.log.append("requestLocation")
            return (state.status, state.device)
        }
        switch status {
        case .notDetermined:
            pendingRequest = true
        case .denied, .restricted:
            fail(CLError(.denied))
        case .authorizedAlways, .authorizedWhenInUse:
            guard let device else { fail(CLError(.locationUnknown)); return }
            pendingRequest = true
            deliver(device)
        }
    }

    /// The authorization changed: the delegate hears it later, and updates asked for before
    /// start when it allows them.
    func authorizationChanged(to status: CLAuthorizationStatus) {
        deliverLater { [weak self] in
            guard let self else { return }
            if let delegate = self.delegate {
                delegate.locationManagerDidChangeAuthorization(self)
                delegate.locationManager(self, didChangeAuthorization: status)
            }
        }
        let authorized = status == .authorizedWhenInUse || status == .authorizedAlways
        let current = state.locked { $0.device }
        if pendingRequest, !authorized {
            pendingRequest = false
            fail(CLError(.denied))
        } else if pendingRequest, current == nil {
            pendingRequest = false
            fail(CLError(.locationUnknown))
        } else if (updating || pendingRequest), authorized, let current {
            deliver(current)
        }
    }

    /// The device moved to `location`: delivered when updating and past the filter.
    func moved(to location: CLLocation) {
        guard updating, state.locked({ $0.authorized }) else { return }
        deliver(location)
    }

    /// The device could not be located.
    func failedToLocate(_ error: CLError) {
        guard updating || pendingRequest else { return }
        pendingRequest = false
        fail(error)
    }

    private func deliver(_ location: CLLocation) {
        if !pendingRequest, distanceFilter > 0, let last = lastDelivered,
           location.distance(from: last) < distanceFilter {
            return
        }
        pendingRequest = false
        lastDelivered = location
        deliverLater { [weak self] in
            guard let self else { return }
            self.delegate?.locationManager(self, didUpdateLocations: [location])
        }
    }

    private func fail(_ error: CLError) {
        deliverLater { [weak self] in
            guard let self else { return }
            self.delegate?.locationManager(self, didFailWithError: error)
        }
    }
}

/// What kind of movement the app tracks.
public enum CLActivityType: Int, Sendable {
    /// An unknown kind.
    case other = 1
    /// Driving a car.
    case automotiveNavigation = 2
    /// Fitness: walking, running, cycling.
    case fitness = 3
    /// Boats, trains, planes.
    case otherNavigation = 4
    /// Flying.
    case airborne = 5
}
